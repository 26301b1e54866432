import { BadgePercent, HandHeart, Search, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { DISCOUNT_RANGE } from '../../components/value-model';
import { PlatformImpact } from '../../features/impact/components/platform-impact';
import { StatsCounters } from '../../features/impact/components/stats-counters';
import { cn } from '../../lib/cn';

// Staggered like a stack of tickets, from the reading start.
const STAGGER = ['ms-0', 'ms-6', 'ms-12'] as const;

const PROMISES = [
  { icon: HandHeart, key: 'free' },
  { icon: BadgePercent, key: 'discount' },
  { icon: ShieldCheck, key: 'safety' },
] as const;

export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-secondary via-background to-background"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-32 -top-32 size-96 rounded-full bg-harvest/20 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 pt-12 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:px-8">
        <div className="space-y-8">
          <div className="space-y-4">
            <p className="inline-flex items-center gap-2 rounded-full bg-card px-3 py-1 text-xs font-semibold text-primary shadow-sm ring-1 ring-border">
              {t('hero.eyebrow')}
            </p>
            <h1
              id="hero-heading"
              className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {t('hero.headingStart')}{' '}
              <span className="text-primary">{t('hero.headingAccent')}</span>
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">{t('hero.intro')}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/donate">
                <HandHeart aria-hidden="true" />
                {t('hero.donate')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="harvest">
              <Link to="/find-food">
                <Search aria-hidden="true" />
                {t('hero.findFood')}
              </Link>
            </Button>
          </div>
          <StatsCounters className="max-w-xl" />
          <PlatformImpact className="max-w-xl" />
        </div>
        <ul className="hidden gap-4 lg:grid">
          {PROMISES.map((promise, index) => (
            <li
              key={promise.key}
              className={cn(
                'flex items-center gap-4 rounded-2xl border bg-card p-5 shadow-md',
                STAGGER[index],
              )}
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <promise.icon aria-hidden="true" className="size-6" />
              </span>
              <span>
                <span className="block text-lg font-bold">
                  {t(`hero.promises.${promise.key}.title`, { discount: DISCOUNT_RANGE })}
                </span>
                <span className="block text-sm text-muted-foreground">
                  {t(`hero.promises.${promise.key}.text`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
