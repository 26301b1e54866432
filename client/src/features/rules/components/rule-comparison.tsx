import type { RuleComparison } from '@foodshare/contracts/safety-rule-comparison';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { cn } from '../../../lib/cn';

/**
 * A donation's history: the rules of the version its verdict was recorded under and today's,
 * both run again on its answers, rule by rule (docs/product.md §11.1).
 */
export function RuleVersionComparison({ comparison }: { comparison: RuleComparison }) {
  const { t } = useTranslation('rules');
  const format = useFormat();
  const same = comparison.recordedVersion.id === comparison.todayVersion.id;
  const verdict = (value: 'pass' | 'review' | 'reject' | null) =>
    value ? t(`verdicts.${value}`) : t('comparison.notMatched');
  const changedParameters = comparison.parameters.filter((each) => each.differs);
  return (
    <section aria-labelledby="rule-comparison" className="space-y-3">
      <h3 id="rule-comparison" className="font-semibold">
        {t('comparison.title')}
      </h3>
      <p>
        {t('comparison.versions', {
          recorded: isolate(comparison.recordedVersion.id),
          today: isolate(comparison.todayVersion.id),
        })}{' '}
        {same ? t('comparison.same') : null}
      </p>
      <p>
        {t('comparison.rerun', {
          version: isolate(comparison.recordedVersion.id),
          verdict: t(`verdicts.${comparison.atTheTime.verdict}`),
        })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-start">
          <caption className="pb-2 text-start text-muted-foreground">
            {t('comparison.caption')}
          </caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="px-2 py-1 text-start">
                {t('comparison.rule')}
              </th>
              <th scope="col" className="px-2 py-1 text-start">
                {t('comparison.atTheTime')}
              </th>
              <th scope="col" className="px-2 py-1 text-start">
                {t('comparison.today')}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.rules.map((row) => (
              <tr
                key={row.rule}
                className={cn(
                  'border-b last:border-0',
                  row.differs && 'bg-accent text-accent-foreground',
                )}
              >
                <th scope="row" className="px-2 py-1 text-start font-medium">
                  #{format.number(row.rule)} {t(`ruleNames.${row.rule}` as 'ruleNames.1')}
                  {row.differs ? (
                    <span className="ms-2 text-xs font-bold">({t('comparison.differs')})</span>
                  ) : null}
                </th>
                <td className="px-2 py-1">{verdict(row.atTheTime)}</td>
                <td className="px-2 py-1">{verdict(row.today)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {changedParameters.length > 0 ? (
        <div>
          <p className="font-semibold">{t('comparison.parameters')}</p>
          <ul className="list-disc ps-5">
            {changedParameters.map((each) => (
              <li key={each.name}>
                {t('comparison.parameter', {
                  name: t(`parameters.${each.name as 'cookedChilledMaxDays'}`),
                  before: format.number(each.atTheTime),
                  now: format.number(each.today),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {comparison.switched.length > 0 ? (
        <ul className="list-disc ps-5">
          {comparison.switched.map((each) => (
            <li key={each.rule}>
              {t(each.onToday ? 'comparison.switchedOn' : 'comparison.switchedOff', {
                rule: format.number(each.rule),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
