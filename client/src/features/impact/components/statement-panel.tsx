import { EMIRATES } from '@foodshare/contracts/emirates';
import { FOOD_CATEGORIES } from '@foodshare/contracts/enums';
import type { ImpactStatement } from '@foodshare/contracts/impact-statement';
import { BadgeCheck, Download, FileText, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-client';
import {
  type StatementRequest,
  statementCsvUrl,
  statementPdfUrl,
  useStatement,
  useVerifyStatement,
} from '../api/impact-statement';
import { DateField } from './date-field';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';
const SCOPES = ['platform', 'emirate', 'category', 'business'] as const;
const complete = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * The ESG statement (docs/product.md §13): staff pick its scope; a business always gets its
 * own. Figures are exact on the server and rounded here only for reading; the PDF and CSV carry
 * the statement's id, which the box below verifies.
 */
export function StatementPanel({ staff }: { staff: boolean }) {
  const { t, i18n } = useTranslation('impact');
  const [scope, setScope] = useState<(typeof SCOPES)[number]>('platform');
  const [value, setValue] = useState('');
  const [dates, setDates] = useState({ from: '', to: '', asOf: '' });
  const request: StatementRequest = {
    ...(staff ? { scope } : {}),
    ...(staff && scope === 'emirate' ? { emirate: value || 'dubai' } : {}),
    ...(staff && scope === 'category' ? { category: value || 'prepared_meals' } : {}),
    ...(staff && scope === 'business' && value ? { businessId: value } : {}),
    from: complete(dates.from),
    to: complete(dates.to),
    asOf: complete(dates.asOf),
  };
  const statement = useStatement(request);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('statement.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('statement.intro')}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-wrap items-end gap-4">
          {staff ? (
            <>
              <label className="grid gap-1.5 text-sm font-medium" htmlFor="statement-scope">
                {t('statement.scope')}
                <select
                  id="statement-scope"
                  className={selectClass}
                  value={scope}
                  onChange={(event) => {
                    setScope(event.target.value as (typeof SCOPES)[number]);
                    setValue('');
                  }}
                >
                  {SCOPES.map((each) => (
                    <option key={each} value={each}>
                      {t(`statement.scopes.${each}`)}
                    </option>
                  ))}
                </select>
              </label>
              <ScopeValue scope={scope} value={value} onChange={setValue} />
            </>
          ) : null}
          {(['from', 'to', 'asOf'] as const).map((name) => (
            <DateField
              key={name}
              id={`statement-${name}`}
              legend={t(`statement.${name}`)}
              value={dates[name]}
              onChange={(next) => setDates((current) => ({ ...current, [name]: next }))}
            />
          ))}
        </div>
        {statement.isError ? <p role="alert">{errorMessage(statement.error)}</p> : null}
        {statement.data ? (
          <StatementBody
            statement={statement.data}
            pdfUrl={statementPdfUrl(
              { ...request, asOf: statement.data.asOf },
              i18n.language === 'ar' ? 'ar' : 'en',
            )}
            csvUrl={statementCsvUrl({ ...request, asOf: statement.data.asOf })}
          />
        ) : statement.isPending ? (
          <Spinner label={t('statement.loading')} />
        ) : null}
        <VerifyBox />
      </CardContent>
    </Card>
  );
}

function ScopeValue({
  scope,
  value,
  onChange,
}: {
  scope: (typeof SCOPES)[number];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(['impact', 'food']);
  if (scope === 'platform') return null;
  const options =
    scope === 'emirate'
      ? EMIRATES.map((each) => [each, t(`food:labels.emirate.${each}`)] as const)
      : scope === 'category'
        ? FOOD_CATEGORIES.map((each) => [each, t(`food:labels.category.${each}`)] as const)
        : null;
  return (
    <label className="grid gap-1.5 text-sm font-medium" htmlFor="statement-scope-value">
      {scope === 'business' ? t('statement.businessId') : t('statement.scopeValue')}
      {options ? (
        <select
          id="statement-scope-value"
          className={selectClass}
          value={value || options[0]?.[0]}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id="statement-scope-value"
          className={selectClass}
          value={value}
          data-verbatim
          onChange={(event) => onChange(event.target.value.trim())}
        />
      )}
    </label>
  );
}

function StatementBody({
  statement,
  pdfUrl,
  csvUrl,
}: {
  statement: ImpactStatement;
  pdfUrl: string;
  csvUrl: string;
}) {
  const { t } = useTranslation('impact');
  const format = useFormat();
  // Rounded here, for reading only: the API, CSV and PDF keep every gram.
  const kg = (grams: number) => format.quantity(Math.round(grams / 100) / 10, 'kilogram');
  const range = (low: number, high: number) =>
    t('statement.range', { low: kg(low), high: kg(high) });
  const { redistributed, notRedistributed, assurance } = statement;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1 text-sm">
          <p>
            {t('statement.id')}:{' '}
            <bdi dir="ltr" className="font-mono font-semibold break-all">
              {statement.id}
            </bdi>
          </p>
          <p className="text-muted-foreground">
            {t('statement.asOfShown', {
              date: format.dateTime(statement.asOf),
              position: statement.asOfPosition,
            })}
          </p>
          <p className="flex items-center gap-1.5 font-semibold">
            <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
            {t('statement.assurance')}:{' '}
            {assurance.status === 'assured'
              ? t('statement.assured', assurance)
              : t('statement.notAssured')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <a href={pdfUrl} download>
              <FileText aria-hidden="true" />
              {t('statement.downloadPdf')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={csvUrl} download>
              <Download aria-hidden="true" />
              {t('statement.downloadCsv')}
            </a>
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border p-4">
          <h3 className="text-sm font-semibold">{t('statement.redistributed')}</h3>
          <p className="text-2xl font-bold">{kg(redistributed.grams)}</p>
          <p className="text-xs text-muted-foreground">
            {range(redistributed.lowGrams, redistributed.highGrams)}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('statement.meals', { meals: format.number(redistributed.meals) })}
          </p>
        </div>
        <div className="rounded-lg border p-4">
          <h3 className="text-sm font-semibold">{t('statement.notRedistributed')}</h3>
          <p className="text-2xl font-bold">{kg(notRedistributed.grams)}</p>
          <p className="text-xs text-muted-foreground">
            {range(notRedistributed.lowGrams, notRedistributed.highGrams)}
          </p>
        </div>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <FigureTable
          caption={t('statement.destinationsCaption')}
          header={t('statement.destinationColumn')}
          rows={notRedistributed.byDestination.map((row) => ({
            key: row.destination,
            label: t(`destinations.${row.destination}`),
            items: row.items,
            kg: kg(row.weight.grams),
            range: `${kg(row.weight.lowGrams)} – ${kg(row.weight.highGrams)}`,
          }))}
        />
        <FigureTable
          caption={t('statement.causesCaption')}
          header={t('statement.causeColumn')}
          rows={statement.causes.map((row) => ({
            key: row.cause,
            label: t(`causes.${row.cause}`),
            items: row.items,
            kg: kg(row.grams),
          }))}
        />
      </div>
      <div className="grid gap-1 text-sm">
        <h3 className="font-semibold">{t('statement.claims')}</h3>
        <p>{t('statement.co2e', { kg: kg(statement.claims.co2eMilligrams / 1000) })}</p>
        <p>
          {t('statement.esrs', {
            diverted: format.number(Number(statement.esrsE5.divertedTonnes)),
            disposal: format.number(Number(statement.esrsE5.disposalTonnes)),
            unclassified: format.number(Number(statement.esrsE5.unclassifiedTonnes)),
          })}
        </p>
      </div>
      <Restatements statement={statement} />
    </div>
  );
}

function FigureTable({
  caption,
  header,
  rows,
}: {
  caption: string;
  header: string;
  rows: { key: string; label: string; items: number; kg: string; range?: string }[];
}) {
  const { t } = useTranslation('impact');
  const format = useFormat();
  const ranged = rows.some((row) => row.range);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="pb-2 text-start font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-1 text-start font-medium">
              {header}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('statement.itemsColumn')}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t('statement.kgColumn')}
            </th>
            {ranged ? (
              <th scope="col" className="py-1 text-end font-medium">
                {t('statement.rangeColumn')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-0">
              <th scope="row" className="py-1 text-start font-normal">
                {row.label}
              </th>
              <td className="py-1 text-end">{format.number(row.items)}</td>
              <td className="py-1 text-end">{row.kg}</td>
              {ranged ? <td className="py-1 text-end">{row.range}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Restatements({ statement }: { statement: ImpactStatement }) {
  const { t } = useTranslation('impact');
  const format = useFormat();
  return (
    <div className="grid gap-1 text-sm">
      <h3 className="font-semibold">{t('statement.restatements')}</h3>
      {statement.restatements.length === 0 ? (
        <p className="text-muted-foreground">{t('statement.noRestatements')}</p>
      ) : (
        <ul className="grid gap-2">
          {statement.restatements.map((restatement) => (
            <li key={restatement.statementId} className="rounded-md border p-2">
              <bdi dir="ltr" className="font-mono text-xs break-all">
                {restatement.statementId}
              </bdi>
              <ul className="list-disc ps-5">
                {restatement.changes.map((change) => (
                  <li key={change.figure}>
                    {t('statement.restated', {
                      figure: change.figure,
                      first: format.number(change.firstReported),
                      now: format.number(change.now),
                    })}
                  </li>
                ))}
              </ul>
              <p className="text-xs text-muted-foreground">
                {t('statement.restatedBy', { events: format.number(restatement.events.length) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VerifyBox() {
  const { t } = useTranslation('impact');
  const [id, setId] = useState('');
  const verify = useVerifyStatement();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (id.trim()) verify.mutate(id);
  };
  const result = verify.data;
  return (
    <form onSubmit={submit} className="grid gap-2 rounded-lg border border-dashed p-3">
      <h3 className="text-sm font-semibold">{t('statement.verify')}</h3>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm" htmlFor="statement-verify-id">
          {t('statement.verifyLabel')}
          <input
            id="statement-verify-id"
            className={`${selectClass} w-[27rem] max-w-full font-mono`}
            value={id}
            dir="ltr"
            data-verbatim
            onChange={(event) => setId(event.target.value)}
          />
        </label>
        <Button type="submit" disabled={verify.isPending}>
          <BadgeCheck aria-hidden="true" />
          {t('statement.verifyButton')}
        </Button>
      </div>
      {verify.isError ? <p role="alert">{errorMessage(verify.error)}</p> : null}
      {result ? (
        <div role="status" className="text-sm">
          {result.result === 'matches' ? (
            <p className="font-semibold text-primary">{t('statement.matches')}</p>
          ) : (
            <>
              <p className="font-semibold text-destructive">{t('statement.differs')}</p>
              <ul className="list-disc ps-5">
                {result.differences.map((row) => (
                  <li key={row.figure}>
                    <bdi>{`${row.figure}: ${row.issued} → ${row.recomputed}`}</bdi>
                  </li>
                ))}
              </ul>
            </>
          )}
          {result.notes.map((note) => (
            <p key={note} className="text-muted-foreground">
              {note}
            </p>
          ))}
          {result.since.length > 0 ? (
            <p className="text-muted-foreground">
              {t('statement.changedSince', {
                figures: result.since.reduce((sum, each) => sum + each.changes.length, 0),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
