import { CHARITY_WINDOW_MINUTES } from '@foodshare/contracts/charities';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { invalidProps } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useUser } from '../../auth/api/get-user';
import type { DonationFormValues } from './donation-form-values';
import { FieldMessage, SelectField } from './form-controls';

const CHOICES = CHARITY_WINDOW_MINUTES.map(String) as ('0' | '15' | '30' | '60')[];

/**
 * A restaurant's or grocery's listing is offered to verified charities first (docs/product.md
 * §20): for how long (30 minutes unless the business says otherwise), and the most one charity
 * may take of its units a day.
 */
export function CharityWindowFields() {
  const { user } = useUser();
  const business = user?.role === 'restaurant' || user?.role === 'grocery_store';
  const { register, setValue, control, formState } = useFormContext<DonationFormValues>();
  const minutes = useWatch({ control, name: 'charityWindowMinutes' });
  const { t } = useTranslation('charities');
  useEffect(() => {
    if (business && minutes === '') setValue('charityWindowMinutes', '30');
    if (!business && minutes !== '') setValue('charityWindowMinutes', '');
  }, [business, minutes, setValue]);
  if (!business) return null;
  const shareError = formState.errors.charitySharePercent?.message;
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{t('window.legend')}</legend>
      <SelectField
        name="charityWindowMinutes"
        id="donation-charityWindowMinutes"
        label={t('window.minutes')}
        options={CHOICES}
        labels={(choice) => t(`window.choices.${choice}`)}
        hints={() => t('window.hint')}
      />
      {minutes && minutes !== '0' ? (
        <div className="grid content-start gap-2">
          <Label htmlFor="donation-charitySharePercent">{t('window.share')}</Label>
          <Input
            id="donation-charitySharePercent"
            inputMode="numeric"
            {...register('charitySharePercent')}
            {...invalidProps('donation-charitySharePercent', shareError)}
          />
          <FieldMessage
            id="donation-charitySharePercent"
            error={shareError}
            hint={t('window.shareHint')}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
