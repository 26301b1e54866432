import {
  DATE_LABEL_KINDS,
  DONATION_MODES,
  type DonationMode,
} from '@foodshare/contracts/donations';
import { EMIRATES } from '@foodshare/contracts/emirates';
import { FOOD_CATEGORIES } from '@foodshare/contracts/enums';
import { SURPLUS_CAUSES } from '@foodshare/contracts/impact-destinations';
import { HandHeart, type LucideIcon, Store } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { invalidProps } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useFoodLabels } from '../../../lib/food-labels';
import { useCategoryMismatch } from './category-mismatch';
import type { DonationFormValues } from './donation-form-values';
import { FieldMessage, Required, SelectField } from './form-controls';
import { PickupPointField } from './pickup-point-field';
import { PriceFields } from './price-fields';

const MODE_ICONS: Record<DonationMode, LucideIcon> = { individual: HandHeart, marketplace: Store };

/** The mode, what the food is, how much, and where and until when to collect it. */
export function ListingDetailsFields() {
  const { register, formState, control } = useFormContext<DonationFormValues>();
  const { errors } = formState;
  const mode = useWatch({ control, name: 'donationMode' });
  const mismatch = useCategoryMismatch();
  const { t } = useTranslation('donate');
  const labels = useFoodLabels();
  const text = (
    name:
      | 'title'
      | 'description'
      | 'quantity'
      | 'servings'
      | 'pickupLocation'
      | 'pickupInstructions'
      | 'weightKg'
      | 'pickupFrom'
      | 'pickupUntil',
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
  const pickupFrom = text('pickupFrom');
  const pickupUntil = text('pickupUntil');
  const dateError = errors.dateLabel?.date?.message ?? errors.dateLabel?.kind?.message;

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">{t('details.modeLegend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {DONATION_MODES.map((option) => {
            const Icon = MODE_ICONS[option];
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
                    {t(`details.mode.${option}.title`)}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {t(`details.mode.${option}.text`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        <FieldMessage id="donation-mode" error={errors.donationMode?.message} />
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={title.id}>
          <Required>{t('details.title')}</Required>
        </Label>
        <Input
          {...title.input}
          aria-required="true"
          dir="auto"
          placeholder={t('details.titlePlaceholder')}
        />
        <FieldMessage id={title.id} error={title.error} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={description.id}>{t('details.description')}</Label>
        <textarea
          {...description.input}
          rows={3}
          dir="auto"
          placeholder={t('details.descriptionPlaceholder')}
          className="min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-destructive sm:text-sm"
        />
        <FieldMessage id={description.id} error={description.error} />
      </div>

      {mode === 'marketplace' ? <PriceFields /> : null}

      <div className="grid gap-6 sm:grid-cols-3">
        <SelectField
          name="category"
          id="donation-category"
          label={<Required>{t('details.category')}</Required>}
          options={FOOD_CATEGORIES}
          labels={labels.category}
          problem={mismatch}
        />
        {/* An offer is measured in its units (above); a donation in words. */}
        {mode === 'marketplace' ? null : (
          <div className="grid content-start gap-2">
            <Label htmlFor={quantity.id}>
              <Required>{t('details.quantity')}</Required>
            </Label>
            <Input
              {...quantity.input}
              aria-required="true"
              dir="auto"
              placeholder={t('details.quantityPlaceholder')}
            />
            <FieldMessage id={quantity.id} error={quantity.error} />
          </div>
        )}
        <div className="grid content-start gap-2">
          <Label htmlFor={servings.id}>
            {t('details.servings')}{' '}
            <span className="font-normal text-muted-foreground">{t('form.optional')}</span>
          </Label>
          <Input
            {...servings.input}
            inputMode="numeric"
            placeholder={t('details.servingsPlaceholder')}
          />
          <FieldMessage id={servings.id} error={servings.error} hint={t('details.servingsHint')} />
        </div>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={weightKg.id}>
            {mode === 'marketplace' ? (
              <Required>{t('details.weight')}</Required>
            ) : (
              <>
                {t('details.weight')}{' '}
                <span className="font-normal text-muted-foreground">
                  {t('details.weightForBusinesses')}
                </span>
              </>
            )}
          </Label>
          <Input
            {...weightKg.input}
            inputMode="decimal"
            placeholder={t('details.weightPlaceholder')}
            aria-required={mode === 'marketplace'}
          />
          <FieldMessage id={weightKg.id} error={weightKg.error} hint={t('details.weightHint')} />
        </div>
        <SelectField
          name="emirate"
          id="donation-emirate"
          label={t('details.emirate')}
          options={EMIRATES}
          labels={labels.emirate}
        />
        <SelectField
          name="surplusCause"
          id="donation-surplusCause"
          label={t('details.surplusCause')}
          options={SURPLUS_CAUSES}
          labels={(cause) => t(`details.causes.${cause}`)}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={pickupLocation.id}>
          <Required>{t('details.pickupLocation')}</Required>
        </Label>
        <Input
          {...pickupLocation.input}
          aria-required="true"
          autoComplete="street-address"
          dir="auto"
          placeholder={t('details.pickupLocationPlaceholder')}
        />
        <FieldMessage id={pickupLocation.id} error={pickupLocation.error} />
      </div>

      <PickupPointField />

      <div className="grid gap-2">
        <Label htmlFor={pickupInstructions.id}>
          {t('details.pickupInstructions')}{' '}
          <span className="font-normal text-muted-foreground">{t('form.optional')}</span>
        </Label>
        <Input
          {...pickupInstructions.input}
          dir="auto"
          placeholder={t('details.pickupInstructionsPlaceholder')}
        />
        <FieldMessage id={pickupInstructions.id} error={pickupInstructions.error} />
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={pickupFrom.id}>
            {t('details.pickupFrom')}{' '}
            <span className="font-normal text-muted-foreground">{t('form.optional')}</span>
          </Label>
          <Input {...pickupFrom.input} type="datetime-local" />
          <FieldMessage
            id={pickupFrom.id}
            error={pickupFrom.error}
            hint={t('details.pickupFromHint')}
          />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={pickupUntil.id}>
            <Required>{t('details.pickupUntil')}</Required>
          </Label>
          <Input {...pickupUntil.input} type="datetime-local" aria-required="true" />
          <FieldMessage
            id={pickupUntil.id}
            error={pickupUntil.error}
            hint={t('details.pickupUntilHint')}
          />
        </div>
        <fieldset
          className="grid content-start gap-2"
          {...invalidProps('donation-date-label', dateError)}
        >
          <legend className="mb-2 text-sm font-medium">
            {t('details.dateLegend')}{' '}
            <span className="font-normal text-muted-foreground">{t('form.optional')}</span>
          </legend>
          <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2">
            <select
              aria-label={t('details.dateKind')}
              className="h-10 rounded-md border border-input bg-card px-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
              {...register('dateLabel.kind')}
            >
              {DATE_LABEL_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {labels.dateLabel(kind)}
                </option>
              ))}
            </select>
            <Input
              type="date"
              aria-label={t('details.datePrinted')}
              {...invalidProps('donation-date-label', dateError)}
              {...register('dateLabel.date')}
            />
          </div>
          <FieldMessage id="donation-date-label" error={dateError} hint={t('details.dateHint')} />
        </fieldset>
      </div>
    </div>
  );
}
