import { BadgePercent, HandHeart, Search, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PlatformImpact } from '../../components/impact/platform-impact';
import { StatsCounters } from '../../components/stats-counters';
import { Button } from '../../components/ui/button';
import { DISCOUNT_RANGE } from '../../components/value-model';
import { cn } from '../../lib/cn';

// Staggered like a stack of tickets.
const STAGGER = ['ml-0', 'ml-6', 'ml-12'] as const;

const PROMISES = [
  { icon: HandHeart, title: 'Free donations', text: 'Share home or business surplus at no cost.' },
  {
    icon: BadgePercent,
    title: `${DISCOUNT_RANGE} off`,
    text: 'Good food from local restaurants and grocers.',
  },
  {
    icon: ShieldCheck,
    title: 'Safety checked',
    text: 'Every donation passes a UAE food-safety check.',
  },
] as const;

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-secondary via-background to-background"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-harvest/20 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 pt-12 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:px-8">
        <div className="space-y-8">
          <div className="space-y-4">
            <p className="inline-flex items-center gap-2 rounded-full bg-card px-3 py-1 text-xs font-semibold text-primary shadow-sm ring-1 ring-border">
              Food rescue for the UAE
            </p>
            <h1
              id="hero-heading"
              className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              Share surplus food. <span className="text-primary">Feed your community.</span>
            </h1>
            <p className="max-w-xl text-lg text-muted-foreground">
              Donate what you cannot use, pick up free food nearby, or buy restaurant and grocery
              surplus at a discount. Every donation is safety-checked before anyone sees it.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/donate">
                <HandHeart aria-hidden="true" />
                Donate Food
              </Link>
            </Button>
            <Button asChild size="lg" variant="harvest">
              <Link to="/find-food">
                <Search aria-hidden="true" />
                Find Food
              </Link>
            </Button>
          </div>
          <StatsCounters className="max-w-xl" />
          <PlatformImpact className="max-w-xl" />
        </div>
        <ul className="hidden gap-4 lg:grid">
          {PROMISES.map((promise, index) => (
            <li
              key={promise.title}
              className={cn(
                'flex items-center gap-4 rounded-2xl border bg-card p-5 shadow-md',
                STAGGER[index],
              )}
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <promise.icon aria-hidden="true" className="size-6" />
              </span>
              <span>
                <span className="block text-lg font-bold">{promise.title}</span>
                <span className="block text-sm text-muted-foreground">{promise.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
