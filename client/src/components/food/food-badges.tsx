import type { FoodCategory, FoodStatus } from '@foodshare/contracts/enums';
import { discountPercent } from '@foodshare/contracts/format';
import { cn } from '../../lib/cn';
import { useFoodFormat } from '../../lib/food-format';
import { useFoodLabels } from '../../lib/food-labels';
import { Badge, type BadgeProps } from '../ui/badge';

export function CategoryBadge({
  category,
  className,
}: {
  category: FoodCategory;
  className?: string;
}) {
  const labels = useFoodLabels();
  return (
    <Badge variant="secondary" className={className}>
      {labels.category(category)}
    </Badge>
  );
}

const STATUS_VARIANTS: Record<FoodStatus, BadgeProps['variant']> = {
  available: 'default',
  reserved: 'harvest',
  collected: 'secondary',
  expired: 'outline',
};

export function FoodStatusBadge({ status, className }: { status: FoodStatus; className?: string }) {
  const labels = useFoodLabels();
  return (
    <Badge variant={STATUS_VARIANTS[status]} className={className}>
      {labels.status(status)}
    </Badge>
  );
}

/** docs/product.md §9: 'N% OFF' when the discount is above 0; nothing otherwise. */
export function DiscountBadge({
  originalPrice,
  discountedPrice,
  className,
}: {
  originalPrice: string | null;
  discountedPrice: string | null;
  className?: string;
}) {
  const format = useFoodFormat();
  if (originalPrice === null || discountedPrice === null) return null;
  const percent = discountPercent(originalPrice, discountedPrice);
  if (percent <= 0) return null;
  return (
    <Badge variant="destructive" className={cn('text-sm shadow-sm', className)}>
      {format.discount(percent)}
    </Badge>
  );
}

/** An offer's units: "3 left", or "Sold out" once nobody can buy any more. */
export function UnitsLeftBadge({
  unitsLeft,
  className,
}: {
  unitsLeft: number;
  className?: string;
}) {
  const format = useFoodFormat();
  return (
    <Badge
      variant={unitsLeft > 0 ? 'harvest' : 'outline'}
      className={cn('shadow-sm', unitsLeft === 0 && 'bg-card', className)}
      data-testid="units-left"
    >
      {format.unitsLeft(unitsLeft)}
    </Badge>
  );
}
