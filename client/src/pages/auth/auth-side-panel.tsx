import { BadgePercent, HandHeart, type LucideIcon, MapPin } from 'lucide-react';
import { DISCOUNT_RANGE } from '../../components/value-model';

const POINTS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: HandHeart,
    title: 'Share surplus food',
    text: 'Post what you cannot use in a minute, free, with a quick safety questionnaire.',
  },
  {
    icon: BadgePercent,
    title: 'Find affordable food',
    text: `Pick up free donations or buy restaurant and grocery surplus at ${DISCOUNT_RANGE} off.`,
  },
  {
    icon: MapPin,
    title: 'Connect locally',
    text: 'Meet neighbours, businesses, charities and collection hubs near you.',
  },
];

/** Why join, beside the forms on large screens. */
export function AuthSidePanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-gradient-to-br from-primary to-[oklch(0.36_0.09_160)] text-primary-foreground lg:flex">
      <div
        aria-hidden="true"
        className="absolute -right-24 -bottom-24 size-96 rounded-full bg-harvest/25 blur-3xl"
      />
      <div className="relative m-auto max-w-md space-y-10 p-12">
        <div className="space-y-3">
          <h2 className="text-4xl font-extrabold tracking-tight text-balance">
            Good food deserves a second chance.
          </h2>
          <p className="text-primary-foreground/85">
            Join a community across the UAE that rescues surplus meals and groceries every day.
          </p>
        </div>
        <ul className="space-y-6">
          {POINTS.map((point) => (
            <li key={point.title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-foreground/15">
                <point.icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-bold">{point.title}</span>
                <span className="block text-sm text-primary-foreground/80">{point.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
