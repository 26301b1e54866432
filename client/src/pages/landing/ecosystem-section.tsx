import { HandHeart, type LucideIcon, ShieldCheck, Truck, Users, Warehouse } from 'lucide-react';
import { Fragment } from 'react';

interface Stage {
  icon: LucideIcon;
  title: string;
  text: string;
}

const STAGES: readonly Stage[] = [
  {
    icon: HandHeart,
    title: 'Donors',
    text: 'Households, restaurants and grocery stores post surplus food.',
  },
  {
    icon: ShieldCheck,
    title: 'Safety check',
    text: 'A questionnaire and an automated check against UAE standards.',
  },
  {
    icon: Warehouse,
    title: 'Collection hubs',
    text: 'Business, community and charity hubs store and coordinate.',
  },
  {
    icon: Users,
    title: 'Community & charities',
    text: 'Families, volunteers and charities collect and share.',
  },
];

/** A connector between two stages: down on phones, across on wide screens. */
function Connector() {
  return (
    <li aria-hidden="true" className="flex items-center justify-center text-primary">
      <svg viewBox="0 0 48 24" className="h-6 w-12 rotate-90 md:rotate-0" fill="none">
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
  return (
    <section aria-labelledby="ecosystem-heading" className="bg-secondary/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="max-w-2xl space-y-2">
          <h2 id="ecosystem-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            The food rescue ecosystem
          </h2>
          <p className="text-muted-foreground">
            Surplus food travels a short, safe path from the people who have too much to the people
            who need it.
          </p>
        </div>
        <ol
          aria-label="From donors, through the safety check and collection hubs, to the community and charities"
          className="mt-10 flex flex-col items-stretch gap-3 md:flex-row"
        >
          {STAGES.map((stage, index) => (
            <Fragment key={stage.title}>
              {index > 0 ? <Connector /> : null}
              <li className="flex flex-1 items-start gap-4 rounded-2xl border bg-card p-5 shadow-sm md:flex-col md:items-center md:text-center">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground ring-4 ring-secondary">
                  <stage.icon aria-hidden="true" className="size-6" />
                </span>
                <span>
                  <span className="block font-bold">{stage.title}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{stage.text}</span>
                </span>
              </li>
            </Fragment>
          ))}
        </ol>
        <p className="mt-6 flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
          <Truck aria-hidden="true" className="size-4 shrink-0 text-primary" />
          Drivers and delivery agencies move food between donors, hubs and the community.
        </p>
      </div>
    </section>
  );
}
