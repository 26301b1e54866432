import { uaeToday } from '@foodshare/contracts/safety-check';
import {
  type SafetyRulesAnswer,
  type SimulationPayload,
  simulationPayloadSchema,
} from '@foodshare/contracts/safety-rules-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import { translateSchemaMessage } from '../../../i18n/zod-message';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useSafetyRules } from '../api/get-safety-rules';
import { useSimulateRules } from '../api/simulate-rules';
import { HandoverRules } from './handover-rules';
import { SimulationOutcome } from './simulation-outcome';

type ParameterName = SafetyRulesAnswer['parameters'][number]['name'];
type Values = Record<ParameterName, string>;

/** The last 90 days by default: the period the demo's past donations fall in. */
const DEFAULT_DAYS = 90;

/** Proposed changes to try at once: the page says what they are. */
const EXAMPLES = [
  { key: 'exampleFridge', name: 'cookedChilledMaxDays', value: '1' },
  { key: 'exampleRoom', name: 'cookedRoomTemperatureMaxHours', value: '1' },
] as const;

const FIELDS = ['from', 'to', 'cookedRoomTemperatureMaxHours', 'cookedChilledMaxDays', 'rulesOff'];

/** /admin/rules: today's safety rules and a moderator's what-if over the recorded verdicts. */
export function RulesSimulator() {
  const rules = useSafetyRules();
  const { t } = useTranslation('rules');
  if (rules.isPending) return <PageSpinner label={t('loading')} />;
  if (rules.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(rules.error)}
      </p>
    );
  return <Simulator rules={rules.data} />;
}

function todaysValues(rules: SafetyRulesAnswer): Values {
  return Object.fromEntries(
    rules.parameters.map((parameter) => [parameter.name, String(parameter.value)]),
  ) as Values;
}

function Simulator({ rules }: { rules: SafetyRulesAnswer }) {
  const { t } = useTranslation(['rules', 'admin']);
  const format = useFormat();
  const simulate = useSimulateRules();
  const [from, setFrom] = useState(() =>
    uaeToday(new Date(Date.now() - DEFAULT_DAYS * 86_400_000)),
  );
  const [to, setTo] = useState(() => uaeToday(new Date()));
  const [values, setValues] = useState<Values>(() => todaysValues(rules));
  const [rulesOff, setRulesOff] = useState<readonly number[]>([]);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});

  const payload = (): SimulationPayload => {
    const changes: Record<string, unknown> = {};
    for (const parameter of rules.parameters) {
      const value = values[parameter.name];
      if (value !== String(parameter.value)) changes[parameter.name] = Number(value);
    }
    if (rulesOff.length > 0) changes.rulesOff = [...rulesOff].sort((a, b) => a - b);
    return { from, to, changes };
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = payload();
    const checked = simulationPayloadSchema.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path.at(-1) === 0 ? issue.path.at(-2) : issue.path.at(-1));
        found[field] ??= translateSchemaMessage(i18n.t, issue.message) ?? issue.message;
      }
      setClientErrors(found);
      return;
    }
    setClientErrors({});
    simulate.mutate(body);
  };
  const serverErrors = Object.fromEntries(
    serverFieldErrors(simulate.error, FIELDS, {
      'changes.cookedRoomTemperatureMaxHours': 'cookedRoomTemperatureMaxHours',
      'changes.cookedChilledMaxDays': 'cookedChilledMaxDays',
      'changes.rulesOff': 'rulesOff',
    }).map((each) => [each.field, each.message]),
  );
  const errors: Record<string, string | undefined> = { ...serverErrors, ...clientErrors };
  const reset = () => {
    setValues(todaysValues(rules));
    setRulesOff([]);
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <Card>
          <CardHeader className="gap-1">
            <CardTitle level={2} className="text-lg">
              {t('form.title')}
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              {t('version.current', {
                version: isolate(rules.version.id),
                date: format.calendarDate(rules.version.publishedAt),
              })}{' '}
              {t('version.published', {
                count: rules.versions.length,
                total: format.number(rules.versions.length),
              })}
            </p>
          </CardHeader>
          <CardContent>
            <form className="space-y-6" onSubmit={submit} noValidate>
              <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <legend className="pb-2 text-sm font-semibold">{t('form.period')}</legend>
                <DateField
                  id="rules-from"
                  label={t('form.from')}
                  value={from}
                  onChange={setFrom}
                  error={errors.from}
                />
                <DateField
                  id="rules-to"
                  label={t('form.to')}
                  value={to}
                  onChange={setTo}
                  error={errors.to}
                />
              </fieldset>
              <fieldset className="space-y-4">
                <legend className="pb-2 text-sm font-semibold">{t('form.thresholds')}</legend>
                {rules.parameters.map((parameter) => (
                  <NumberField
                    key={parameter.name}
                    parameter={parameter}
                    value={values[parameter.name]}
                    error={errors[parameter.name]}
                    onChange={(value) =>
                      setValues((current) => ({ ...current, [parameter.name]: value }))
                    }
                  />
                ))}
                <div className="flex flex-wrap gap-2">
                  {EXAMPLES.map((example) => (
                    <Button
                      key={example.key}
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        setValues({ ...todaysValues(rules), [example.name]: example.value })
                      }
                    >
                      {t(`form.${example.key}`)}
                    </Button>
                  ))}
                  <Button type="button" variant="ghost" size="sm" onClick={reset}>
                    {t('form.reset')}
                  </Button>
                </div>
              </fieldset>
              <RuleSwitches
                rules={rules}
                off={rulesOff}
                onChange={setRulesOff}
                error={errors.rulesOff}
              />
              <Button type="submit" disabled={simulate.isPending}>
                {simulate.isPending ? <Spinner label={t('form.running')} /> : null}
                {t('form.run')}
              </Button>
              {simulate.isError && Object.keys(serverErrors).length === 0 ? (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(simulate.error)}
                </p>
              ) : null}
            </form>
          </CardContent>
        </Card>
        {simulate.data ? <SimulationOutcome answer={simulate.data} /> : null}
      </div>
      <HandoverRules rules={rules} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}

function DateField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="date"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      />
      <FieldError id={`${props.id}-error`} error={props.error} />
    </div>
  );
}

function NumberField({
  parameter,
  value,
  error,
  onChange,
}: {
  parameter: SafetyRulesAnswer['parameters'][number];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('rules');
  const format = useFormat();
  const id = `rules-${parameter.name}`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t(`parameters.${parameter.name}`)}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={parameter.min}
        max={parameter.max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="max-w-32"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('parameters.hint', {
          value: format.number(parameter.value),
          min: format.number(parameter.min),
          max: format.number(parameter.max),
          rules: parameter.rules.map((rule) => format.number(rule)).join(', '),
        })}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function RuleSwitches({
  rules,
  off,
  onChange,
  error,
}: {
  rules: SafetyRulesAnswer;
  off: readonly number[];
  onChange: (off: readonly number[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('rules');
  const format = useFormat();
  const toggle = (rule: number, on: boolean) =>
    onChange(on ? off.filter((each) => each !== rule) : [...off, rule]);
  return (
    <fieldset aria-describedby="rules-off-hint" className="space-y-2">
      <legend className="pb-1 text-sm font-semibold">{t('form.rulesOff')}</legend>
      <p id="rules-off-hint" className="text-xs text-muted-foreground">
        {t('form.rulesOffHint')}
      </p>
      <ul className="max-h-64 space-y-1 overflow-y-auto rounded-md border p-2">
        {rules.rules
          .filter((rule) => rule.switchable)
          .map(({ rule }) => (
            <li key={rule}>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-primary"
                  checked={off.includes(rule)}
                  onChange={(event) => toggle(rule, !event.target.checked)}
                />
                <span>
                  {t('form.rule', {
                    rule: format.number(rule),
                    name: t(`ruleNames.${rule}` as 'ruleNames.1'),
                  })}
                </span>
              </label>
            </li>
          ))}
      </ul>
      <FieldError id="rules-off-error" error={error} />
    </fieldset>
  );
}
