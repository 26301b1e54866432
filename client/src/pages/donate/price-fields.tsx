import { CURRENCY } from '@foodshare/contracts/constants';
import { discountPercent } from '@foodshare/contracts/format';
import { useFormContext, useWatch } from 'react-hook-form';
import { invalidProps } from '../../components/form-field';
import { Badge } from '../../components/ui/badge';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { DISCOUNT_RANGE, FEE_RANGE } from '../../components/value-model';
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

  return (
    <fieldset className="grid gap-3 rounded-xl border border-harvest/50 bg-accent/40 p-4">
      <legend className="px-1 text-sm font-medium">Price</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="donation-original-price">
            <Required>Original price ({CURRENCY})</Required>
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
            <Required>Discounted price ({CURRENCY})</Required>
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
                {percent}% OFF
              </Badge>
            ) : null}
          </div>
          <FieldMessage id="donation-price" error={priceError} />
        </div>
      </div>
      <p className="text-xs text-accent-foreground">
        Businesses typically offer {DISCOUNT_RANGE} off. A {FEE_RANGE} transaction fee applies to
        marketplace sales only; donations stay free.
      </p>
    </fieldset>
  );
}
