import { CURRENCY } from '@foodshare/contracts/constants';
import { discountPercent } from '@foodshare/contracts/format';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { invalidProps } from '../../../components/form-field';
import { Badge } from '../../../components/ui/badge';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { DISCOUNT_RANGE, FEE_RANGE } from '../../../components/value-model';
import { useFormat } from '../../../i18n/format';
import type { DonationFormValues } from './donation-form-values';
import { FieldMessage, Required } from './form-controls';

/** Marketplace mode only: the original and the discounted price in AED, and the discount. */
export function PriceFields() {
  const { register, formState, control } = useFormContext<DonationFormValues>();
  const [originalPrice, price] = useWatch({ control, name: ['originalPrice', 'price'] });
  const percent =
    originalPrice.trim() !== '' && price.trim() !== '' ? discountPercent(originalPrice, price) : 0;
  const originalError = formState.errors.originalPrice?.message;
  const priceError = formState.errors.price?.message;
  const unitsError = formState.errors.units?.message;
  const unitLabelError = formState.errors.unitLabel?.message;
  const maxError = formState.errors.maxUnitsPerBuyer?.message;
  const { t } = useTranslation('donate');
  const format = useFormat();

  return (
    <fieldset className="grid gap-3 rounded-xl border border-harvest/50 bg-accent/40 p-4">
      <legend className="px-1 text-sm font-medium">{t('price.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid content-start gap-2">
          <Label htmlFor="donation-units">
            <Required>{t('price.units')}</Required>
          </Label>
          <Input
            id="donation-units"
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            max="999"
            aria-required="true"
            {...invalidProps('donation-units', unitsError)}
            {...register('units')}
          />
          <FieldMessage id="donation-units" error={unitsError} hint={t('price.unitsHint')} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="donation-unit-label">
            <Required>{t('price.unitLabel')}</Required>
          </Label>
          <Input
            id="donation-unit-label"
            dir="auto"
            placeholder={t('price.unitLabelPlaceholder')}
            aria-required="true"
            {...invalidProps('donation-unit-label', unitLabelError)}
            {...register('unitLabel')}
          />
          <FieldMessage id="donation-unit-label" error={unitLabelError} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="donation-max-units">
            {t('price.maxUnits')}{' '}
            <span className="font-normal text-muted-foreground">{t('form.optional')}</span>
          </Label>
          <Input
            id="donation-max-units"
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            placeholder={t('price.noLimit')}
            {...invalidProps('donation-max-units', maxError)}
            {...register('maxUnitsPerBuyer')}
          />
          <FieldMessage id="donation-max-units" error={maxError} />
        </div>
      </div>
      <p className="text-xs font-medium text-accent-foreground">{t('price.perUnit')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="donation-original-price">
            <Required>{t('price.originalPrice', { currency: CURRENCY })}</Required>
          </Label>
          <Input
            id="donation-original-price"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            aria-required="true"
            {...invalidProps('donation-original-price', originalError)}
            {...register('originalPrice')}
          />
          <FieldMessage id="donation-original-price" error={originalError} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="donation-price">
            <Required>{t('price.discountedPrice', { currency: CURRENCY })}</Required>
          </Label>
          <div className="flex items-center gap-2">
            <Input
              id="donation-price"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              placeholder="0.00"
              aria-required="true"
              {...invalidProps('donation-price', priceError)}
              {...register('price')}
            />
            {percent > 0 ? (
              <Badge variant="destructive" aria-live="polite" className="shrink-0 text-sm">
                {t('price.off', { percent: format.number(percent / 100, { style: 'percent' }) })}
              </Badge>
            ) : null}
          </div>
          <FieldMessage id="donation-price" error={priceError} />
        </div>
      </div>
      <p className="text-xs text-accent-foreground">
        {t('price.note', { discount: DISCOUNT_RANGE, fee: FEE_RANGE })}
      </p>
    </fieldset>
  );
}
