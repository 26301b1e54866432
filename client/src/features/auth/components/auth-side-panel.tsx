import { BadgePercent, HandHeart, type LucideIcon, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_RANGE } from '../../../components/value-model';

const POINTS = [
  { icon: HandHeart, key: 'share' },
  { icon: BadgePercent, key: 'find' },
  { icon: MapPin, key: 'connect' },
] as const satisfies readonly { icon: LucideIcon; key: string }[];

/** Why join, beside the forms on large screens. */
export function AuthSidePanel() {
  const { t } = useTranslation('auth');
  return (
    <aside className="relative hidden overflow-hidden bg-gradient-to-br from-primary to-[oklch(0.36_0.09_160)] text-primary-foreground lg:flex">
      <div
        aria-hidden="true"
        className="absolute -end-24 -bottom-24 size-96 rounded-full bg-harvest/25 blur-3xl"
      />
      <div className="relative m-auto max-w-md space-y-10 p-12">
        <div className="space-y-3">
          <h2 className="text-4xl font-extrabold tracking-tight text-balance">
            {t('side.heading')}
          </h2>
          <p className="text-primary-foreground/85">{t('side.intro')}</p>
        </div>
        <ul className="space-y-6">
          {POINTS.map((point) => (
            <li key={point.key} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-foreground/15">
                <point.icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-bold">{t(`side.${point.key}.title`)}</span>
                <span className="block text-sm text-primary-foreground/80">
                  {t(`side.${point.key}.text`, { discount: DISCOUNT_RANGE })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
