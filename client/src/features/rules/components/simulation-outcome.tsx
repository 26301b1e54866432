import type { SimulationAnswer } from '@foodshare/contracts/safety-rules-api';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useFormat } from '../../../i18n/format';
import { cn } from '../../../lib/cn';

const VERDICTS = ['pass', 'review', 'reject'] as const;

/** What a what-if found: recorded against simulated verdicts, and the donations that would move. */
export function SimulationOutcome({ answer }: { answer: SimulationAnswer }) {
  const { t } = useTranslation('rules');
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  // Each new outcome is brought into view and read from its heading: the form may stand above it.
  useEffect(() => {
    if (answer) heading.current?.focus();
  }, [answer]);
  const countOf = (recorded: string, simulated: string) =>
    answer.counts.find((each) => each.recorded === recorded && each.simulated === simulated)
      ?.count ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle
          level={2}
          id="rules-outcome"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-lg focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('outcome.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6 text-sm">
        <div className="space-y-1" aria-live="polite">
          <p>
            {t('outcome.summary', {
              count: answer.donations,
              total: format.number(answer.donations),
              changed: format.number(answer.changedTotal),
            })}
          </p>
          {answer.unchecked > 0 ? (
            <p className="text-muted-foreground">
              {t('outcome.unchecked', {
                count: answer.unchecked,
                total: format.number(answer.unchecked),
              })}
            </p>
          ) : null}
        </div>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-start">
            <caption className="pb-2 text-start font-semibold">
              {t('outcome.countsCaption')}
            </caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="px-2 py-2 text-start">
                  {t('outcome.recorded')}
                </th>
                {VERDICTS.map((simulated) => (
                  <th
                    key={simulated}
                    scope="col"
                    aria-label={t('outcome.simulated', { verdict: t(`verdicts.${simulated}`) })}
                    className="px-2 py-2 text-end"
                  >
                    {t(`verdicts.${simulated}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {VERDICTS.map((recorded) => (
                <tr key={recorded} className="border-b last:border-0">
                  <th scope="row" className="px-2 py-2 text-start font-medium">
                    {t(`verdicts.${recorded}`)}
                  </th>
                  {VERDICTS.map((simulated) => {
                    const count = countOf(recorded, simulated);
                    const moved = recorded !== simulated && count > 0;
                    return (
                      <td
                        key={simulated}
                        className={cn(
                          'px-2 py-2 text-end tabular-nums',
                          moved && 'bg-accent font-bold text-accent-foreground',
                        )}
                      >
                        {format.number(count)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ChangedDonations answer={answer} />
      </CardContent>
    </Card>
  );
}

function ChangedDonations({ answer }: { answer: SimulationAnswer }) {
  const { t } = useTranslation('rules');
  const format = useFormat();
  return (
    <section aria-labelledby="rules-changed" className="space-y-2">
      <h3 id="rules-changed" className="font-semibold">
        {t('outcome.changedTitle')}
      </h3>
      {answer.changed.length === 0 ? (
        <p className="text-muted-foreground">{t('outcome.none')}</p>
      ) : (
        <>
          <ul className="divide-y rounded-md border">
            {answer.changed.map((each) => (
              <li key={each.itemId} className="space-y-1 px-3 py-2">
                <Link
                  to={`/admin/donations/${each.itemId}`}
                  dir="auto"
                  className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {each.title}
                </Link>
                <dl className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
                  <div className="flex gap-1">
                    <dt>{t('outcome.submitted')}:</dt>
                    <dd>{format.dateTime(each.submittedAt)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('outcome.change')}:</dt>
                    <dd className="font-semibold text-foreground">
                      {t('outcome.from', {
                        recorded: t(`verdicts.${each.recorded}`),
                        simulated: t(`verdicts.${each.simulated}`),
                      })}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('outcome.rules')}:</dt>
                    <dd>
                      <bdi>{each.rules.map((rule) => `#${format.number(rule)}`).join(', ')}</bdi>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          {answer.changedTotal > answer.changed.length ? (
            <p className="pt-2 text-muted-foreground">
              {t('outcome.more', {
                shown: format.number(answer.changed.length),
                total: format.number(answer.changedTotal),
              })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
