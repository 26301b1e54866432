import type { LucideIcon } from 'lucide-react';

export interface Headline {
  readonly label: string;
  readonly value: string;
  readonly detail?: string;
  /** The value is words saying there is no figure: set smaller, muted. */
  readonly empty?: boolean;
  readonly icon: LucideIcon;
}

/** The period's headline figures, each a term and its value in a description list. */
export function MetricCards({ headlines }: { headlines: readonly Headline[] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-5">
      {headlines.map((headline) => (
        <div
          key={headline.label}
          className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm"
        >
          <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <headline.icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {headline.label}
          </dt>
          <dd
            className={
              headline.empty
                ? 'text-base font-semibold text-muted-foreground'
                : 'text-2xl font-extrabold tabular-nums'
            }
          >
            <bdi>{headline.value}</bdi>
          </dd>
          {headline.detail ? (
            <dd className="text-xs text-muted-foreground">{headline.detail}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
