import { MARKETPLACE_FEE_RATE, TYPICAL_DISCOUNT_PERCENT } from '@foodshare/contracts/constants';
import { ChartColumn, Coins, HandHeart, Handshake, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

const percent = (rate: number) => Math.round(rate * 100);
export const FEE_RANGE = `${percent(MARKETPLACE_FEE_RATE.min)}-${percent(MARKETPLACE_FEE_RATE.max)}%`;
export const DISCOUNT_RANGE = `${TYPICAL_DISCOUNT_PERCENT.min}-${TYPICAL_DISCOUNT_PERCENT.max}%`;

const STREAMS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: HandHeart,
    title: 'Donations are free',
    text: 'Giving and collecting donated food costs nothing, for donors and for the people who receive it.',
  },
  {
    icon: Coins,
    title: `${FEE_RANGE} on marketplace sales only`,
    text: `Businesses sell end-of-day surplus at typically ${DISCOUNT_RANGE} off; a small transaction fee applies to those sales and nothing else.`,
  },
  {
    icon: ChartColumn,
    title: 'Premium business tools',
    text: 'Advanced analytics, waste and ESG impact tracking, and pickup coordination for restaurants, grocers and charities.',
  },
  {
    icon: Handshake,
    title: 'Sponsors',
    text: 'Partners who share the mission fund collection hubs and community programmes.',
  },
];

/** How the platform stays free for donors (SPEC §1 revenue model). */
export function ValueModel({
  className,
  headingLevel = 2,
}: {
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="value-model-heading" className={cn('space-y-6', className)}>
      <div className="max-w-2xl space-y-2">
        <Heading
          id="value-model-heading"
          className="text-2xl font-extrabold tracking-tight sm:text-3xl"
        >
          Free to give, fair to sell
        </Heading>
        <p className="text-muted-foreground">
          Donating is always free. Businesses recover value from surplus they would otherwise throw
          away, and buyers save {DISCOUNT_RANGE} on good food. A {FEE_RANGE} fee on marketplace
          sales keeps the lights on.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STREAMS.map((stream) => (
          <li key={stream.title} className="rounded-xl border bg-card p-5 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <stream.icon aria-hidden="true" className="size-5" />
            </span>
            <p className="mt-3 font-bold">{stream.title}</p>
            <p className="mt-1 text-sm text-muted-foreground">{stream.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
