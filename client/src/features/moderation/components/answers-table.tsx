import type { Answers } from '@foodshare/contracts/food-state';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { INTL_LOCALE, isLanguage } from '../../../i18n/language';
import { cn } from '../../../lib/cn';
import { useFoodLabels } from '../../../lib/food-labels';
import { type AnswerWords, answerRows } from '../answer-rows';

/** The questions and answers as the donate form words them, in the person's language. */
function useAnswerWords(): AnswerWords {
  const { t, i18n } = useTranslation(['donate', 'food']);
  const labels = useFoodLabels();
  const format = useFormat();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const list = new Intl.ListFormat(INTL_LOCALE[language], { type: 'conjunction' });
  return {
    labels,
    question: (field) => t(`donate:question.${field}`),
    dateQuestion: t('donate:details.dateLegend'),
    yes: t('donate:form.yes'),
    no: t('donate:form.no'),
    none: t('food:labels.allergen.none'),
    list: (items) => list.format(items),
    date: format.calendarDate,
  };
}

/** The safety questionnaire as answered, the rows a fired rule looks at marked. */
export function AnswersTable({
  answers,
  firedRules,
}: {
  answers: Answers;
  firedRules: readonly number[];
}) {
  const { t } = useTranslation('admin');
  const words = useAnswerWords();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('answers.caption')}</caption>
      <thead>
        <tr className="border-b text-start text-xs text-muted-foreground uppercase">
          <th scope="col" className="py-2 pe-3 text-start font-semibold">
            {t('answers.question')}
          </th>
          <th scope="col" className="py-2 pe-3 text-start font-semibold">
            {t('answers.answer')}
          </th>
          <th scope="col" className="py-2 text-start font-semibold">
            {t('answers.rule')}
          </th>
        </tr>
      </thead>
      <tbody>
        {answerRows(answers, firedRules, words).map((row) => (
          <tr
            key={row.field}
            className={cn('border-b last:border-0', row.rules.length > 0 && 'bg-accent/60')}
          >
            <th scope="row" className="py-2 pe-3 text-start font-medium">
              {row.question}
            </th>
            <td className="py-2 pe-3">{row.answer}</td>
            <td className="py-2 whitespace-nowrap">
              {row.rules.length > 0 ? (
                <span className="font-semibold text-accent-foreground">
                  <span className="sr-only">{t('answers.fired')}</span>
                  {row.rules.map((rule) => `#${rule}`).join(', ')}
                </span>
              ) : (
                <span className="text-muted-foreground">–</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
