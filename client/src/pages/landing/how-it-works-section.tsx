import { HandHeart, type LucideIcon, Store, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_RANGE } from '../../components/value-model';
import { useFormat } from '../../i18n/format';

const AUDIENCES = [
  { icon: HandHeart, key: 'individuals' },
  { icon: Store, key: 'businesses' },
  { icon: Users, key: 'charities' },
] as const satisfies readonly { icon: LucideIcon; key: string }[];

const STEPS = ['step1', 'step2', 'step3'] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  const format = useFormat();
  return (
    <section
      aria-labelledby="how-it-works-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="max-w-2xl space-y-2">
        <h2
          id="how-it-works-heading"
          className="text-2xl font-extrabold tracking-tight sm:text-3xl"
        >
          {t('howItWorks.heading')}
        </h2>
        <p className="text-muted-foreground">{t('howItWorks.intro')}</p>
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {AUDIENCES.map((audience) => (
          <article
            key={audience.key}
            className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
              <audience.icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-xl font-bold">{t(`howItWorks.${audience.key}.title`)}</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              {t(`howItWorks.${audience.key}.intro`)}
            </p>
            <ol className="mt-5 space-y-3">
              {STEPS.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                  >
                    {format.number(index + 1)}
                  </span>
                  <span>
                    {t(`howItWorks.${audience.key}.${step}`, { discount: DISCOUNT_RANGE })}
                  </span>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
