import { HandHeart, type LucideIcon, Store, Users } from 'lucide-react';
import { DISCOUNT_RANGE } from '../../components/value-model';

interface Audience {
  icon: LucideIcon;
  title: string;
  intro: string;
  steps: readonly string[];
}

const AUDIENCES: readonly Audience[] = [
  {
    icon: HandHeart,
    title: 'Individuals',
    intro: 'Community volunteers sharing and saving food at home.',
    steps: [
      'Post home surplus for free, with a photo and a short safety questionnaire.',
      'Request free food nearby, or buy discounted restaurant meals.',
      'Store food at a collection hub and build your public profile.',
    ],
  },
  {
    icon: Store,
    title: 'Restaurants & grocers',
    intro: 'Turn end-of-day surplus into revenue and impact.',
    steps: [
      `Sell end-of-day surplus at typically ${DISCOUNT_RANGE} off.`,
      'Donate what does not sell instead of throwing it away.',
      'Track waste reduction and ESG impact from your business profile.',
    ],
  },
  {
    icon: Users,
    title: 'Charities',
    intro: 'Reach more families with rescued food.',
    steps: [
      'Collect bulk donations from businesses and collection hubs.',
      'Coordinate distribution to the families you support.',
      'Track your impact and partner with the platform.',
    ],
  },
];

export function HowItWorksSection() {
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
          How it Works
        </h2>
        <p className="text-muted-foreground">
          One platform, three ways to keep good food out of the bin.
        </p>
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {AUDIENCES.map((audience) => (
          <article
            key={audience.title}
            className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
              <audience.icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-xl font-bold">{audience.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{audience.intro}</p>
            <ol className="mt-5 space-y-3">
              {audience.steps.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
