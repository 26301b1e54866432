import type { SafetyAnswers } from '@foodshare/contracts/donations';
import {
  checkFoodSafety,
  SAFETY_VERDICT_LABELS,
  type SafetyVerdict,
  uaeToday,
} from '@foodshare/contracts/safety-check';
import {
  CircleAlert,
  CircleCheck,
  CircleX,
  ClipboardList,
  type LucideIcon,
  ShieldCheck,
  TriangleAlert,
} from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { ALLERGEN_LABELS } from '../../lib/food-labels';
import {
  type DonationFormValues,
  QUESTION_LABELS,
  questionsLeft,
  safetyAnswersFrom,
} from './donation-form-values';

const VERDICT_LOOKS: Record<
  SafetyVerdict,
  { icon: LucideIcon; box: string; tone: string; meaning: string }
> = {
  pass: {
    icon: CircleCheck,
    box: 'border-primary/40 bg-secondary',
    tone: 'text-primary',
    meaning: 'As answered, it is approved automatically within moments of posting.',
  },
  review: {
    icon: CircleAlert,
    box: 'border-harvest/60 bg-accent',
    tone: 'text-accent-foreground',
    meaning: 'As answered, a moderator checks it before anyone can see it.',
  },
  reject: {
    icon: CircleX,
    box: 'border-destructive/50 bg-destructive/5',
    tone: 'text-destructive',
    meaning: 'As answered, it would be rejected. See what to change below.',
  },
};

/**
 * The automated check's verdict on the answers (DESIGN: the client previews it; the server's
 * run, when the donation is posted, is the one that counts). Until every question is answered it
 * shows no verdict, only what is left: a form nobody filled in is neither safe nor rejected.
 */
export function SafetyPreview() {
  const { control } = useFormContext<DonationFormValues>();
  const values = useWatch({ control }) as DonationFormValues;
  const answers = safetyAnswersFrom(values);

  return (
    <section
      aria-labelledby="safety-preview-heading"
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id="safety-preview-heading" className="flex items-center gap-2 font-bold">
        <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
        Safety check preview
      </h2>
      {answers ? <Verdict answers={answers} /> : <QuestionsLeft left={questionsLeft(values)} />}
      <p className="text-xs text-muted-foreground">
        A preview from your answers. The check that counts runs when you post.
      </p>
    </section>
  );
}

function QuestionsLeft({ left }: { left: readonly (keyof typeof QUESTION_LABELS)[] }) {
  return (
    <div aria-live="polite" className="grid gap-2 rounded-lg border border-dashed p-3">
      <p className="flex items-center gap-2 font-bold" data-verdict="none">
        <ClipboardList aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        {left.length === 1 ? '1 question left' : `${left.length} questions left`}
      </p>
      <p className="text-sm text-muted-foreground">
        Answer every question of the questionnaire and the verdict appears here.
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Still to answer">
        {left.map((question) => (
          <li key={question} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
            {QUESTION_LABELS[question]}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Verdict({ answers }: { answers: SafetyAnswers }) {
  const result = checkFoodSafety(answers, { today: uaeToday(new Date()) });
  const look = VERDICT_LOOKS[result.verdict];
  const Icon = look.icon;
  return (
    <>
      <div aria-live="polite" className={cn('grid gap-1 rounded-lg border p-3', look.box)}>
        <p className="flex items-center gap-2 font-bold" data-verdict={result.verdict}>
          <Icon aria-hidden="true" className={cn('size-5 shrink-0', look.tone)} />
          {SAFETY_VERDICT_LABELS[result.verdict]}
        </p>
        <p className="text-sm">{look.meaning}</p>
      </div>
      <ul className="grid gap-3" aria-label="Reasons">
        {result.reasons.map((reason) => {
          const ReasonIcon = VERDICT_LOOKS[reason.verdict].icon;
          return (
            <li key={`${reason.rule}-${reason.message}`} className="flex gap-2 text-sm">
              <ReasonIcon
                aria-hidden="true"
                className={cn('mt-0.5 size-4 shrink-0', VERDICT_LOOKS[reason.verdict].tone)}
              />
              <span>
                <span className="sr-only">{SAFETY_VERDICT_LABELS[reason.verdict]}: </span>
                {reason.message}
              </span>
            </li>
          );
        })}
      </ul>
      {result.allergens.length > 0 ? (
        <p className="flex gap-2 rounded-md bg-muted px-3 py-2 text-sm">
          <TriangleAlert
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-accent-foreground"
          />
          <span>
            Takers will see:{' '}
            <strong>
              Contains: {result.allergens.map((allergen) => ALLERGEN_LABELS[allergen]).join(', ')}
            </strong>
          </span>
        </p>
      ) : null}
    </>
  );
}
