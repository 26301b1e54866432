import type { FoodItem } from '@foodshare/contracts/food-items';
import { priceTimes, REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { plural, unitsText } from '@foodshare/contracts/units';
import { Minus, Plus, ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatAed } from '../../lib/food-format';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';

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
  const [quantity, setQuantity] = useState(1);
  useEffect(() => {
    if (item) setQuantity(1);
  }, [item]);
  const max = item ? maxQuantityFor(item) : 1;
  const label = item?.unitLabel ?? 'unit';
  const unitPrice = item?.discountedPrice ?? item?.originalPrice ?? '0.00';
  const total = formatAed(priceTimes(unitPrice, quantity));

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>How many {plural(label)}?</DialogTitle>
          <DialogDescription>
            {item?.title} · {formatAed(unitPrice)} per {label} ·{' '}
            {unitsText(item?.unitsLeft ?? 0, label)} left
            {item?.maxUnitsPerBuyer ? `, up to ${item.maxUnitsPerBuyer} per buyer` : ''}.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-center gap-4 py-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`One ${label} fewer`}
            disabled={quantity <= 1}
            onClick={() => setQuantity((n) => Math.max(1, n - 1))}
          >
            <Minus aria-hidden="true" />
          </Button>
          <output
            aria-live="polite"
            aria-label="Quantity"
            className="min-w-16 text-center text-3xl font-extrabold tabular-nums"
          >
            {quantity}
          </output>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`One ${label} more`}
            disabled={quantity >= max}
            onClick={() => setQuantity((n) => Math.min(max, n + 1))}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
        <p className="text-center text-sm text-muted-foreground">
          {unitsText(quantity, label)} · <strong className="text-foreground">{total}</strong> ·{' '}
          {REQUEST_MESSAGES.payAtPickup.toLowerCase()}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="harvest"
            disabled={pending || max === 0}
            onClick={() => onBuy(quantity)}
          >
            <ShoppingBag aria-hidden="true" />
            {pending ? 'Sending...' : `Buy ${quantity} for ${total}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
