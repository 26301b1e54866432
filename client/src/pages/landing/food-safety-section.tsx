import {
  ClipboardList,
  PackageCheck,
  Refrigerator,
  ShieldCheck,
  Snowflake,
  ThermometerSnowflake,
} from 'lucide-react';

const STAGES = [
  {
    icon: ClipboardList,
    title: 'Food details',
    text: 'What the food is, how it was prepared, and its ingredients and allergens.',
  },
  {
    icon: ThermometerSnowflake,
    title: 'Storage information',
    text: 'How it has been stored, its temperature history, and how it has been handled.',
  },
  {
    icon: ShieldCheck,
    title: 'Automated safety check',
    text: 'Answers are checked against UAE food safety standards before anyone sees the listing.',
  },
  {
    icon: PackageCheck,
    title: 'Approved and listed',
    text: 'Once approved, the food becomes available to the community.',
  },
] as const;

export function FoodSafetySection() {
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
            Food Safety First
          </h2>
          <p className="text-muted-foreground">
            Every donation passes a mandatory safety questionnaire in four stages. Donations that do
            not meet the standards may be reviewed or rejected for safety.
          </p>
          <div className="grid grid-cols-2 gap-3">
            <div className="rounded-xl border bg-card p-4 shadow-sm">
              <Refrigerator aria-hidden="true" className="size-5 text-primary" />
              <p className="mt-2 text-2xl font-extrabold tabular-nums">≤ 5 °C</p>
              <p className="text-sm text-muted-foreground">Refrigerated food</p>
            </div>
            <div className="rounded-xl border bg-card p-4 shadow-sm">
              <Snowflake aria-hidden="true" className="size-5 text-primary" />
              <p className="mt-2 text-2xl font-extrabold tabular-nums">≤ −18 °C</p>
              <p className="text-sm text-muted-foreground">Frozen food</p>
            </div>
          </div>
        </div>
        <ol className="grid gap-4 sm:grid-cols-2">
          {STAGES.map((stage, index) => (
            <li key={stage.title} className="relative rounded-2xl border bg-card p-5 shadow-sm">
              <span className="absolute top-4 right-4 text-xs font-bold text-muted-foreground">
                Stage {index + 1}
              </span>
              <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <stage.icon aria-hidden="true" className="size-5" />
              </span>
              <p className="mt-3 font-bold">{stage.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{stage.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
