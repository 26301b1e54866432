import { HandHeart, type LucideIcon, ShieldCheck, Truck, Users, Warehouse } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

const STAGES = [
  { icon: HandHeart, key: 'donors' },
  { icon: ShieldCheck, key: 'safety' },
  { icon: Warehouse, key: 'hubs' },
  { icon: Users, key: 'community' },
] as const satisfies readonly { icon: LucideIcon; key: string }[];

/** A connector between two stages: down on phones, across on wide screens. */
function Connector() {
  return (
    <li aria-hidden="true" className="flex items-center justify-center text-primary">
      <svg
        viewBox="0 0 48 24"
        className="h-6 w-12 rotate-90 md:rotate-0 md:rtl:-scale-x-100"
        fill="none"
      >
        <path
          d="M2 12h40"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeDasharray="5 4"
          strokeLinecap="round"
        />
        <path
          d="M36 5l8 7-8 7"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </li>
  );
}

export function EcosystemSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="ecosystem-heading" className="bg-secondary/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="max-w-2xl space-y-2">
          <h2 id="ecosystem-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('ecosystem.heading')}
          </h2>
          <p className="text-muted-foreground">{t('ecosystem.intro')}</p>
        </div>
        <ol
          aria-label={t('ecosystem.pathLabel')}
          className="mt-10 flex flex-col items-stretch gap-3 md:flex-row"
        >
          {STAGES.map((stage, index) => (
            <Fragment key={stage.key}>
              {index > 0 ? <Connector /> : null}
              <li className="flex flex-1 items-start gap-4 rounded-2xl border bg-card p-5 shadow-sm md:flex-col md:items-center md:text-center">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground ring-4 ring-secondary">
                  <stage.icon aria-hidden="true" className="size-6" />
                </span>
                <span>
                  <span className="block font-bold">{t(`ecosystem.${stage.key}.title`)}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">
                    {t(`ecosystem.${stage.key}.text`)}
                  </span>
                </span>
              </li>
            </Fragment>
          ))}
        </ol>
        <p className="mt-6 flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
          <Truck aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {t('ecosystem.drivers')}
        </p>
      </div>
    </section>
  );
}
