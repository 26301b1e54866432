import type { Answers } from '@foodshare/contracts/food-state';
import { useTranslation } from 'react-i18next';
import { answerRows } from '../../lib/answer-rows';
import { cn } from '../../lib/cn';

/** The safety questionnaire as answered, the rows a fired rule looks at marked. */
export function AnswersTable({
  answers,
  firedRules,
}: {
  answers: Answers;
  firedRules: readonly number[];
}) {
  const { t } = useTranslation('admin');
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
        {answerRows(answers, firedRules).map((row) => (
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
