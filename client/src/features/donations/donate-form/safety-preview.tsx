import type { SafetyAnswers } from '@foodshare/contracts/donations';
import { checkFoodSafety, type SafetyVerdict, uaeToday } from '@foodshare/contracts/safety-check';
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
import { useTranslation } from 'react-i18next';
import { useSafetyReasonText } from '../../../i18n/safety-reason';
import { cn } from '../../../lib/cn';
import { useFoodFormat } from '../../../lib/food-format';
import {
  type DonationFormValues,
  type Question,
  questionsLeft,
  safetyAnswersFrom,
} from './donation-form-values';

const VERDICT_LOOKS: Record<SafetyVerdict, { icon: LucideIcon; box: string; tone: string }> = {
  pass: {
    icon: CircleCheck,
    box: 'border-primary/40 bg-secondary',
    tone: 'text-primary',
  },
  review: {
    icon: CircleAlert,
    box: 'border-harvest/60 bg-accent',
    tone: 'text-accent-foreground',
  },
  reject: {
    icon: CircleX,
    box: 'border-destructive/50 bg-destructive/5',
    tone: 'text-destructive',
  },
};

/**
 * The automated check's verdict on the answers (docs/product.md §11: the client previews it; the server's
 * run, when the donation is posted, is the one that counts). Until every question is answered it
 * shows no verdict, only what is left: a form nobody filled in is neither safe nor rejected.
 */
export function SafetyPreview() {
  const { control } = useFormContext<DonationFormValues>();
  const values = useWatch({ control }) as DonationFormValues;
  const answers = safetyAnswersFrom(values);
  const { t } = useTranslation('donate');

  return (
    <section
      aria-labelledby="safety-preview-heading"
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id="safety-preview-heading" className="flex items-center gap-2 font-bold">
        <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
        {t('preview.title')}
      </h2>
      {answers ? <Verdict answers={answers} /> : <QuestionsLeft left={questionsLeft(values)} />}
      <p className="text-xs text-muted-foreground">{t('preview.footnote')}</p>
    </section>
  );
}

function QuestionsLeft({ left }: { left: readonly Question[] }) {
  const { t } = useTranslation('donate');
  return (
    <div aria-live="polite" className="grid gap-2 rounded-lg border border-dashed p-3">
      <p className="flex items-center gap-2 font-bold" data-verdict="none">
        <ClipboardList aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        {t('preview.questionsLeft', { count: left.length })}
      </p>
      <p className="text-sm text-muted-foreground">{t('preview.answerEvery')}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('preview.stillToAnswer')}>
        {left.map((question) => (
          <li key={question} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
            {t(`question.${question}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Verdict({ answers }: { answers: SafetyAnswers }) {
  const result = checkFoodSafety(answers, { today: uaeToday(new Date()) });
  const look = VERDICT_LOOKS[result.verdict];
  const { t } = useTranslation(['donate', 'safety']);
  const reasonText = useSafetyReasonText();
  const format = useFoodFormat();
  const Icon = look.icon;
  return (
    <>
      <div aria-live="polite" className={cn('grid gap-1 rounded-lg border p-3', look.box)}>
        <p className="flex items-center gap-2 font-bold" data-verdict={result.verdict}>
          <Icon aria-hidden="true" className={cn('size-5 shrink-0', look.tone)} />
          {t(`safety:verdict.${result.verdict}`)}
        </p>
        <p className="text-sm">{t(`preview.meaning.${result.verdict}`)}</p>
      </div>
      <ul className="grid gap-3" aria-label={t('preview.reasons')}>
        {result.reasons.map((reason) => {
          const ReasonIcon = VERDICT_LOOKS[reason.verdict].icon;
          return (
            <li key={`${reason.rule}-${reason.message}`} className="flex gap-2 text-sm">
              <ReasonIcon
                aria-hidden="true"
                className={cn('mt-0.5 size-4 shrink-0', VERDICT_LOOKS[reason.verdict].tone)}
              />
              <span>
                <span className="sr-only">{t(`safety:verdict.${reason.verdict}`)}: </span>
                {reasonText(reason)}
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
            {t('preview.takersWillSee')}{' '}
            <strong>{format.allergenSummary(JSON.stringify(result.allergens))}</strong>
          </span>
        </p>
      ) : null}
    </>
  );
}
