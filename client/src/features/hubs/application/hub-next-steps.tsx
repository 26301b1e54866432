import { CalendarCheck, FileSearch, Handshake, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

/** docs/product.md §2: what follows an application, from review to onboarding (keys of the hubs catalogue). */
const NEXT_STEPS = [
  { icon: CalendarCheck, key: 'review' },
  { icon: FileSearch, key: 'documents' },
  { icon: Warehouse, key: 'inspection' },
  { icon: Handshake, key: 'onboarding' },
] as const;

/** The 'What happens next' list, on the review step and after submitting. */
export function HubNextSteps() {
  const { t } = useTranslation('hubs');
  const format = useFormat();
  return (
    <section
      aria-labelledby="hub-next-heading"
      className="w-full rounded-xl bg-secondary/60 p-5 text-start"
    >
      <h3 id="hub-next-heading" className="font-bold">
        {t('nextSteps.heading')}
      </h3>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {NEXT_STEPS.map((step, index) => (
          <li key={step.key} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-card text-primary shadow-xs">
              <step.icon aria-hidden="true" className="size-4" />
            </span>
            <span className="grid gap-0.5">
              <span className="text-sm font-semibold">
                {format.number(index + 1)}. {t(`nextSteps.${step.key}.title`)}
              </span>
              <span className="text-sm text-muted-foreground">
                {t(`nextSteps.${step.key}.text`)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
