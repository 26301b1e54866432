import { ALLERGENS, FOOD_CATEGORIES, FOOD_TYPES } from '@foodshare/contracts/enums';
import { WEEKDAYS, type Weekday } from '@foodshare/contracts/surplus-templates';
import type { User } from '@foodshare/contracts/users';
import { CalendarPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useCreateTemplate } from '../api/surplus-templates';

const SELECT =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/**
 * A new template (docs/product.md §21): the listing's lasting parts, its schedule and its
 * pickup window. The day's answers are asked at each occurrence, never here.
 */
export function TemplateForm({
  user,
  onDone,
  toPhoto,
}: {
  user: User;
  onDone: () => void;
  /** A chosen picture as the JPEG data URL a donation's photo is sent as. */
  toPhoto: (file: File) => Promise<string>;
}) {
  const { t } = useTranslation(['surplus', 'food']);
  const create = useCreateTemplate();
  const [values, setValues] = useState({
    name: '',
    title: '',
    category: 'bakery_items' as string,
    foodType: 'baked_goods' as string,
    quantity: '',
    weightKg: '',
    pickupLocation: '',
    time: '21:00',
    pickupFrom: '21:30',
    pickupUntil: '22:30',
    isSealed: true,
  });
  const [days, setDays] = useState<Weekday[]>([...WEEKDAYS]);
  const [allergens, setAllergens] = useState<string[]>([]);
  const [photo, setPhoto] = useState('');
  const set = (key: keyof typeof values) => (value: string | boolean) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name: values.name,
        listing: {
          donationMode: 'individual',
          title: values.title,
          category: values.category,
          foodType: values.foodType,
          foodSource: user.role === 'grocery_store' ? 'store_bought' : 'restaurant',
          quantity: values.quantity,
          weightKg: values.weightKg,
          pickupLocation: values.pickupLocation,
          isSealed: values.isSealed,
          handlingStatus: 'untouched',
          allergens,
          imageUrl: photo,
        },
        schedule: {
          days,
          time: values.time,
          pickupFrom: values.pickupFrom,
          pickupUntil: values.pickupUntil,
        },
      },
      { onSuccess: onDone },
    );
  };

  const text = (key: 'name' | 'title' | 'quantity' | 'weightKg' | 'pickupLocation') => (
    <FormField
      id={`template-${key}`}
      label={t(key === 'title' ? 'form.listingTitle' : `form.${key}`)}
    >
      <Input
        id={`template-${key}`}
        value={values[key]}
        inputMode={key === 'weightKg' ? 'decimal' : undefined}
        onChange={(event) => set(key)(event.target.value)}
        className="h-11"
      />
    </FormField>
  );
  const time = (key: 'time' | 'pickupFrom' | 'pickupUntil') => (
    <FormField id={`template-${key}`} label={t(`form.${key}`)}>
      <Input
        id={`template-${key}`}
        type="time"
        value={values[key]}
        onChange={(event) => set(key)(event.target.value)}
        className="h-11"
      />
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('form.title')}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h2 className="text-lg font-bold">{t('form.title')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {text('name')}
        {text('title')}
        <FormField id="template-category" label={t('form.category')}>
          <select
            id="template-category"
            className={SELECT}
            value={values.category}
            onChange={(event) => set('category')(event.target.value)}
          >
            {FOOD_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`food:labels.category.${value}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="template-foodType" label={t('form.foodType')}>
          <select
            id="template-foodType"
            className={SELECT}
            value={values.foodType}
            onChange={(event) => set('foodType')(event.target.value)}
          >
            {FOOD_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`food:labels.foodType.${value}`)}
              </option>
            ))}
          </select>
        </FormField>
        {text('quantity')}
        {text('weightKg')}
        {text('pickupLocation')}
        <FormField id="template-photo" label={t('form.photo')}>
          <Input
            id="template-photo"
            type="file"
            accept="image/*"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (file) setPhoto(await toPhoto(file));
            }}
            className="h-11"
          />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="pb-1 text-sm font-semibold">{t('form.allergens')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={allergens.includes(allergen)}
                onChange={(event) =>
                  setAllergens((current) =>
                    event.target.checked
                      ? [...current, allergen]
                      : current.filter((each) => each !== allergen),
                  )
                }
              />
              {t(`food:labels.allergen.${allergen}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.isSealed}
          onChange={(event) => set('isSealed')(event.target.checked)}
        />
        {t('form.sealed')}
      </label>
      <fieldset className="grid gap-2">
        <legend className="pb-1 text-sm font-semibold">{t('form.days')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={days.includes(day)}
                onChange={(event) =>
                  setDays((current) =>
                    event.target.checked
                      ? WEEKDAYS.filter((each) => each === day || current.includes(each))
                      : current.filter((each) => each !== day),
                  )
                }
              />
              {t(`days.${day}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        {time('time')}
        {time('pickupFrom')}
        {time('pickupUntil')}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          <CalendarPlus aria-hidden="true" />
          {create.isPending ? t('form.saving') : t('form.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
