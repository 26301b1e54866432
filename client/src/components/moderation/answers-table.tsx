import type { Answers } from '@foodshare/contracts/food-state';
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
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Safety questionnaire answers</caption>
      <thead>
        <tr className="border-b text-left text-xs text-muted-foreground uppercase">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Question
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Answer
          </th>
          <th scope="col" className="py-2 font-semibold">
            Rule
          </th>
        </tr>
      </thead>
      <tbody>
        {answerRows(answers, firedRules).map((row) => (
          <tr
            key={row.field}
            className={cn('border-b last:border-0', row.rules.length > 0 && 'bg-accent/60')}
          >
            <th scope="row" className="py-2 pr-3 text-left font-medium">
              {row.question}
            </th>
            <td className="py-2 pr-3">{row.answer}</td>
            <td className="py-2 whitespace-nowrap">
              {row.rules.length > 0 ? (
                <span className="font-semibold text-accent-foreground">
                  <span className="sr-only">Fired: </span>
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
