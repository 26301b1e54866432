import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { cn } from '../../../lib/cn';
import { WIZARD_STEPS } from './hub-application-values';

/** Where the applicant is among the four steps; finished steps carry a tick. */
export function StepIndicator({ current }: { current: number }) {
  const { t } = useTranslation('hubs');
  const format = useFormat();
  return (
    <nav aria-label={t('wizard.progress')}>
      <ol className="grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="relative flex flex-col items-center gap-2 text-center"
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-4 end-[calc(50%+1.25rem)] start-[calc(-50%+1.25rem)] h-0.5 rounded-full',
                    index <= current ? 'bg-primary' : 'bg-border',
                  )}
                />
              ) : null}
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border-2 text-sm font-bold tabular-nums',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary bg-secondary text-secondary-foreground',
                  !done && !active && 'border-border bg-card text-muted-foreground',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : format.number(index + 1)}
              </span>
              <span
                className={cn(
                  'text-xs leading-tight font-semibold sm:text-sm',
                  active ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                <span className="sm:hidden">{t(`wizard.steps.${step}.short`)}</span>
                <span className="hidden sm:inline">{t(`wizard.steps.${step}.title`)}</span>
                <span className="sr-only">{done ? t('wizard.done') : ''}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
