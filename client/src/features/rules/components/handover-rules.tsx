import type { SafetyRulesAnswer } from '@foodshare/contracts/safety-rules-api';
import { Thermometer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';

/** Rows 23 to 25: the temperature each kind of food must have at handover (docs/product.md §11.3). */
export function HandoverRules({ rules }: { rules: SafetyRulesAnswer }) {
  const { t } = useTranslation('rules');
  const format = useFormat();
  if (rules.handoverTemperature.length === 0) return null;
  return (
    <Card>
      <CardHeader className="gap-1">
        <CardTitle level={2} className="flex items-center gap-2 text-lg">
          <Thermometer aria-hidden="true" className="size-5 text-primary" />
          {t('handover.title')}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t('handover.description')}</p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm sm:grid-cols-3">
          {rules.handoverTemperature.map((row) => (
            <li key={row.rule} className="rounded-lg border bg-muted/40 p-3">
              <p className="font-semibold">
                {t('handover.rule', { rule: format.number(row.rule) })}
              </p>
              <p>
                {t(`handover.${row.temperatureClass}`, {
                  limit: isolate(format.number(row.limitC)),
                })}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
