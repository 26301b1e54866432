import { CalendarCheck, FileSearch, Handshake, Warehouse } from 'lucide-react';

/** SPEC §2: what follows an application, from review to onboarding. */
const NEXT_STEPS = [
  {
    icon: CalendarCheck,
    title: 'Application review',
    text: 'Our team reviews your application within 3-5 business days.',
  },
  {
    icon: FileSearch,
    title: 'Document verification',
    text: 'We verify your documents and run a background check.',
  },
  {
    icon: Warehouse,
    title: 'Facility inspection',
    text: 'Where needed, we visit your facility (optional).',
  },
  {
    icon: Handshake,
    title: 'Approval and onboarding',
    text: 'Once approved, we onboard your team and list your hub.',
  },
] as const;

/** The 'What happens next' list, on the review step and after submitting. */
export function HubNextSteps() {
  return (
    <section
      aria-labelledby="hub-next-heading"
      className="w-full rounded-xl bg-secondary/60 p-5 text-left"
    >
      <h3 id="hub-next-heading" className="font-bold">
        What happens next
      </h3>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {NEXT_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-card text-primary shadow-xs">
              <step.icon aria-hidden="true" className="size-4" />
            </span>
            <span className="grid gap-0.5">
              <span className="text-sm font-semibold">
                {index + 1}. {step.title}
              </span>
              <span className="text-sm text-muted-foreground">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
