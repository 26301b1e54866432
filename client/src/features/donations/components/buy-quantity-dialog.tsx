import type { FoodItem } from '@foodshare/contracts/food-items';
import { priceTimes } from '@foodshare/contracts/requests';
import { plural } from '@foodshare/contracts/units';
import { Minus, Plus, ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useFoodFormat } from '../../../lib/food-format';

/** The most units this offer lets one buyer take now: what is left, within the seller's limit. */
export function maxQuantityFor(item: Pick<FoodItem, 'unitsLeft' | 'maxUnitsPerBuyer'>): number {
  return Math.max(0, Math.min(item.unitsLeft, item.maxUnitsPerBuyer ?? item.unitsLeft));
}

interface BuyQuantityDialogProps {
  item: FoodItem | null;
  pending: boolean;
  onBuy: (quantity: number) => void;
  onClose: () => void;
}

/** Buy Now on an offer of several units: how many, and what they come to at pickup. */
export function BuyQuantityDialog({ item, pending, onBuy, onClose }: BuyQuantityDialogProps) {
  const { t, i18n } = useTranslation(['food', 'errors', 'common']);
  const format = useFoodFormat();
  const [quantity, setQuantity] = useState(1);
  useEffect(() => {
    if (item) setQuantity(1);
  }, [item]);
  const max = item ? maxQuantityFor(item) : 1;
  const label = item?.unitLabel ?? t('buy.unit');
  // English counts the seller's unit in the plural ("How many meal boxes?"); Arabic quotes it as written.
  const units = i18n.language === 'en' ? plural(label) : label;
  const unitPrice = item?.discountedPrice ?? item?.originalPrice ?? '0.00';
  const total = format.aed(priceTimes(unitPrice, quantity)) ?? '';

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('buy.howMany', { units })}</DialogTitle>
          <DialogDescription>
            {t('buy.summary', {
              title: item?.title ?? '',
              price: format.aed(unitPrice) ?? '',
              unit: label,
              left: format.units(item?.unitsLeft ?? 0, label),
            })}
            {item?.maxUnitsPerBuyer ? t('buy.upTo', { count: item.maxUnitsPerBuyer }) : ''}.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-center gap-4 py-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t('buy.fewer', { unit: label })}
            disabled={quantity <= 1}
            onClick={() => setQuantity((n) => Math.max(1, n - 1))}
          >
            <Minus aria-hidden="true" />
          </Button>
          <output
            aria-live="polite"
            aria-label={t('buy.quantity')}
            className="min-w-16 text-center text-3xl font-extrabold tabular-nums"
          >
            {quantity}
          </output>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t('buy.more', { unit: label })}
            disabled={quantity >= max}
            onClick={() => setQuantity((n) => Math.min(max, n + 1))}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
        <p className="text-center text-sm text-muted-foreground">
          {format.units(quantity, label)} · <strong className="text-foreground">{total}</strong> ·{' '}
          {t('errors:request.payAtPickup')}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="button"
            variant="harvest"
            disabled={pending || max === 0}
            onClick={() => onBuy(quantity)}
          >
            <ShoppingBag aria-hidden="true" />
            {pending ? t('card.sending') : t('buy.buyFor', { count: quantity, total })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
