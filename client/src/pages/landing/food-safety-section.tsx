import {
  ClipboardList,
  PackageCheck,
  Refrigerator,
  ShieldCheck,
  Snowflake,
  ThermometerSnowflake,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

const STAGES = [
  { icon: ClipboardList, key: 'details' },
  { icon: ThermometerSnowflake, key: 'storage' },
  { icon: ShieldCheck, key: 'check' },
  { icon: PackageCheck, key: 'approved' },
] as const;

export function FoodSafetySection() {
  const { t } = useTranslation('landing');
  const format = useFormat();
  return (
    <section
      aria-labelledby="food-safety-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div className="space-y-4">
          <h2
            id="food-safety-heading"
            className="text-2xl font-extrabold tracking-tight sm:text-3xl"
          >
            {t('foodSafety.heading')}
          </h2>
          <p className="text-muted-foreground">{t('foodSafety.intro')}</p>
          <div className="grid grid-cols-2 gap-3">
            <div className="rounded-xl border bg-card p-4 shadow-sm">
              <Refrigerator aria-hidden="true" className="size-5 text-primary" />
              <p className="mt-2 text-2xl font-extrabold tabular-nums">
                <bdi>≤ {format.quantity(5, 'celsius')}</bdi>
              </p>
              <p className="text-sm text-muted-foreground">{t('foodSafety.refrigerated')}</p>
            </div>
            <div className="rounded-xl border bg-card p-4 shadow-sm">
              <Snowflake aria-hidden="true" className="size-5 text-primary" />
              <p className="mt-2 text-2xl font-extrabold tabular-nums">
                <bdi>≤ {format.quantity(-18, 'celsius')}</bdi>
              </p>
              <p className="text-sm text-muted-foreground">{t('foodSafety.frozen')}</p>
            </div>
          </div>
        </div>
        <ol className="grid gap-4 sm:grid-cols-2">
          {STAGES.map((stage, index) => (
            <li key={stage.key} className="relative rounded-2xl border bg-card p-5 shadow-sm">
              <span className="absolute end-4 top-4 text-xs font-bold text-muted-foreground">
                {t('foodSafety.stage', { number: format.number(index + 1) })}
              </span>
              <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <stage.icon aria-hidden="true" className="size-5" />
              </span>
              <p className="mt-3 font-bold">{t(`foodSafety.${stage.key}.title`)}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {t(`foodSafety.${stage.key}.text`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
