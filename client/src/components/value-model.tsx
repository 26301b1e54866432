import { MARKETPLACE_FEE_RATE, TYPICAL_DISCOUNT_PERCENT } from '@foodshare/contracts/constants';
import { ChartColumn, Coins, HandHeart, Handshake, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

const percent = (rate: number) => Math.round(rate * 100);
export const FEE_RANGE = `${percent(MARKETPLACE_FEE_RATE.min)}-${percent(MARKETPLACE_FEE_RATE.max)}%`;
export const DISCOUNT_RANGE = `${TYPICAL_DISCOUNT_PERCENT.min}-${TYPICAL_DISCOUNT_PERCENT.max}%`;

const STREAMS = [
  { icon: HandHeart, key: 'free' },
  { icon: Coins, key: 'fee' },
  { icon: ChartColumn, key: 'premium' },
  { icon: Handshake, key: 'sponsors' },
] as const satisfies readonly { icon: LucideIcon; key: string }[];

/** How the platform stays free for donors (docs/product.md §1 revenue model). */
export function ValueModel({
  className,
  headingLevel = 2,
}: {
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('common');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ranges = { discount: DISCOUNT_RANGE, fee: FEE_RANGE };
  return (
    <section aria-labelledby="value-model-heading" className={cn('space-y-6', className)}>
      <div className="max-w-2xl space-y-2">
        <Heading
          id="value-model-heading"
          className="text-2xl font-extrabold tracking-tight sm:text-3xl"
        >
          {t('ui.valueModel.heading')}
        </Heading>
        <p className="text-muted-foreground">{t('ui.valueModel.intro', ranges)}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STREAMS.map((stream) => (
          <li key={stream.key} className="rounded-xl border bg-card p-5 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <stream.icon aria-hidden="true" className="size-5" />
            </span>
            <p className="mt-3 font-bold">{t(`ui.valueModel.${stream.key}Title`, ranges)}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {t(`ui.valueModel.${stream.key}Text`, ranges)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
