import {
  DATE_LABEL_KINDS,
  DONATION_MODES,
  type DonationMode,
} from '@foodshare/contracts/donations';
import { EMIRATE_LABELS, EMIRATES } from '@foodshare/contracts/emirates';
import { FOOD_CATEGORIES } from '@foodshare/contracts/enums';
import { HandHeart, type LucideIcon, Store } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { invalidProps } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { CATEGORY_LABELS, DATE_LABEL_KIND_LABELS } from '../../lib/food-labels';
import { useCategoryMismatch } from './category-mismatch';
import type { DonationFormValues } from './donation-form-values';
import { FieldMessage, Required, SelectField } from './form-controls';
import { PickupPointField } from './pickup-point-field';
import { PriceFields } from './price-fields';

const MODE_OPTIONS: Record<DonationMode, { icon: LucideIcon; title: string; text: string }> = {
  individual: {
    icon: HandHeart,
    title: 'Free donation',
    text: 'Give surplus food away for free to people nearby.',
  },
  marketplace: {
    icon: Store,
    title: 'Business sale',
    text: 'Restaurants and grocers: sell end-of-day surplus at a discount.',
  },
};

/** The mode, what the food is, how much, and where and until when to collect it. */
export function ListingDetailsFields() {
  const { register, formState, control } = useFormContext<DonationFormValues>();
  const { errors } = formState;
  const mode = useWatch({ control, name: 'donationMode' });
  const mismatch = useCategoryMismatch();
  const text = (
    name:
      | 'title'
      | 'description'
      | 'quantity'
      | 'servings'
      | 'pickupLocation'
      | 'pickupInstructions'
      | 'weightKg'
      | 'availableUntil',
  ) => {
    const id = `donation-${name}`;
    const error = errors[name]?.message;
    return { id, error, input: { id, ...invalidProps(id, error), ...register(name) } };
  };
  const title = text('title');
  const description = text('description');
  const quantity = text('quantity');
  const servings = text('servings');
  const pickupLocation = text('pickupLocation');
  const pickupInstructions = text('pickupInstructions');
  const weightKg = text('weightKg');
  const availableUntil = text('availableUntil');
  const dateError = errors.dateLabel?.date?.message ?? errors.dateLabel?.kind?.message;

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">How are you sharing it?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {DONATION_MODES.map((option) => {
            const { icon: Icon, title: optionTitle, text: optionText } = MODE_OPTIONS[option];
            return (
              <label
                key={option}
                className="flex cursor-pointer gap-3 rounded-xl border bg-card p-4 transition-colors hover:bg-secondary/40 has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  value={option}
                  className="mt-1 size-4 shrink-0 accent-primary"
                  {...register('donationMode')}
                />
                <span className="grid gap-1">
                  <span className="flex items-center gap-2 font-bold">
                    <Icon aria-hidden="true" className="size-4 text-primary" />
                    {optionTitle}
                  </span>
                  <span className="text-sm text-muted-foreground">{optionText}</span>
                </span>
              </label>
            );
          })}
        </div>
        <FieldMessage id="donation-mode" error={errors.donationMode?.message} />
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={title.id}>
          <Required>Title</Required>
        </Label>
        <Input
          {...title.input}
          aria-required="true"
          placeholder="e.g. Vegetable biryani, 3 trays"
        />
        <FieldMessage id={title.id} error={title.error} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={description.id}>Description</Label>
        <textarea
          {...description.input}
          rows={3}
          placeholder="What is it, how was it made, anything a taker should know"
          className="min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-destructive sm:text-sm"
        />
        <FieldMessage id={description.id} error={description.error} />
      </div>

      {mode === 'marketplace' ? <PriceFields /> : null}

      <div className="grid gap-6 sm:grid-cols-3">
        <SelectField
          name="category"
          id="donation-category"
          label={<Required>Category</Required>}
          options={FOOD_CATEGORIES}
          labels={CATEGORY_LABELS}
          problem={mismatch}
        />
        {/* An offer is measured in its units (above); a donation in words. */}
        {mode === 'marketplace' ? null : (
          <div className="grid content-start gap-2">
            <Label htmlFor={quantity.id}>
              <Required>Quantity</Required>
            </Label>
            <Input {...quantity.input} aria-required="true" placeholder="e.g. 2 kg, 3 trays" />
            <FieldMessage id={quantity.id} error={quantity.error} />
          </div>
        )}
        <div className="grid content-start gap-2">
          <Label htmlFor={servings.id}>
            Servings <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input {...servings.input} inputMode="numeric" placeholder="e.g. 6" />
          <FieldMessage id={servings.id} error={servings.error} hint="How many people it feeds." />
        </div>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={weightKg.id}>
            {mode === 'marketplace' ? (
              <Required>Approximate weight (kg)</Required>
            ) : (
              <>
                Approximate weight (kg){' '}
                <span className="font-normal text-muted-foreground">
                  (required for restaurants and grocers)
                </span>
              </>
            )}
          </Label>
          <Input
            {...weightKg.input}
            inputMode="decimal"
            placeholder="e.g. 2.5"
            aria-required={mode === 'marketplace'}
          />
          <FieldMessage
            id={weightKg.id}
            error={weightKg.error}
            hint="From 0.05 to 1000 kg. It counts towards the food rescued in impact reports."
          />
        </div>
        <SelectField
          name="emirate"
          id="donation-emirate"
          label="Emirate"
          options={EMIRATES}
          labels={EMIRATE_LABELS}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={pickupLocation.id}>
          <Required>Pickup location</Required>
        </Label>
        <Input
          {...pickupLocation.input}
          aria-required="true"
          autoComplete="street-address"
          placeholder="e.g. Al Barsha 1, near Mall of the Emirates, Dubai"
        />
        <FieldMessage id={pickupLocation.id} error={pickupLocation.error} />
      </div>

      <PickupPointField />

      <div className="grid gap-2">
        <Label htmlFor={pickupInstructions.id}>
          Pickup instructions <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input
          {...pickupInstructions.input}
          placeholder="e.g. Ring the bell at villa 12, after 6 pm"
        />
        <FieldMessage id={pickupInstructions.id} error={pickupInstructions.error} />
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={availableUntil.id}>
            Available until <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input {...availableUntil.input} type="datetime-local" />
          <FieldMessage
            id={availableUntil.id}
            error={availableUntil.error}
            hint="After this time the listing is taken down."
          />
        </div>
        <fieldset
          className="grid content-start gap-2"
          {...invalidProps('donation-date-label', dateError)}
        >
          <legend className="mb-2 text-sm font-medium">
            Date on the package{' '}
            <span className="font-normal text-muted-foreground">(optional)</span>
          </legend>
          <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2">
            <select
              aria-label="Kind of date"
              className="h-10 rounded-md border border-input bg-card px-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
              {...register('dateLabel.kind')}
            >
              {DATE_LABEL_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {DATE_LABEL_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
            <Input
              type="date"
              aria-label="Date printed on the package"
              {...invalidProps('donation-date-label', dateError)}
              {...register('dateLabel.date')}
            />
          </div>
          <FieldMessage
            id="donation-date-label"
            error={dateError}
            hint="Use by is the last safe day; best before is about quality."
          />
        </fieldset>
      </div>
    </div>
  );
}
