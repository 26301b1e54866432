import type { PreparationTime, StorageMethod } from '@foodshare/contracts/enums';
import type { SurplusTemplate } from '@foodshare/contracts/surplus-templates';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { useConfirmOccurrence } from '../api/surplus-templates';

const SELECT =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/**
 * A day's confirmation (docs/product.md §21): that day's quantity, weight and answers, shown
 * filled in as usual, and one tap posts the listing. The tap confirms what it says: no signs
 * of spoilage, clean handling and the donation agreement.
 */
export function ConfirmDay({ template, date }: { template: SurplusTemplate; date: string }) {
  const { t } = useTranslation(['surplus', 'food']);
  const format = useFormat();
  const confirm = useConfirmOccurrence();
  const [quantity, setQuantity] = useState(template.quantity);
  const [weight, setWeight] = useState(template.weightKg === null ? '' : String(template.weightKg));
  const [preparationTime, setPreparationTime] = useState<PreparationTime>('within_2_hours');
  const [storageMethod, setStorageMethod] = useState<StorageMethod>('room_temperature');
  const id = (field: string) => `confirm-${template.id}-${field}`;
  return (
    <section
      data-testid="confirm-day"
      aria-labelledby={id('title')}
      className="grid gap-4 rounded-xl border-2 border-harvest/50 bg-accent/60 p-4"
    >
      <h3 id={id('title')} className="flex items-center gap-2 font-bold text-accent-foreground">
        <CalendarCheck aria-hidden="true" className="size-5" />
        {t('confirm.title', { date: format.calendarDate(date), title: isolate(template.title) })}
      </h3>
      <div className="grid gap-3 sm:grid-cols-4">
        <FormField id={id('quantity')} label={t('confirm.quantity')}>
          <Input
            id={id('quantity')}
            dir="auto"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            className="h-11"
          />
        </FormField>
        <FormField id={id('weight')} label={t('confirm.weight')}>
          <Input
            id={id('weight')}
            value={weight}
            inputMode="decimal"
            onChange={(event) => setWeight(event.target.value)}
            className="h-11"
          />
        </FormField>
        <FormField id={id('prepared')} label={t('confirm.prepared')}>
          <select
            id={id('prepared')}
            className={SELECT}
            value={preparationTime}
            onChange={(event) => setPreparationTime(event.target.value as PreparationTime)}
          >
            {(['within_2_hours', 'today'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`confirm.preparation.${value}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={id('storage')} label={t('confirm.storage')}>
          <select
            id={id('storage')}
            className={SELECT}
            value={storageMethod}
            onChange={(event) => setStorageMethod(event.target.value as StorageMethod)}
          >
            {(['room_temperature', 'refrigerated', 'frozen'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`confirm.storageOption.${value}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <p className="text-sm text-accent-foreground/90">{t('confirm.statement')}</p>
      <div>
        <Button
          size="lg"
          disabled={confirm.isPending || confirm.isSuccess}
          onClick={() =>
            confirm.mutate({
              id: template.id,
              date,
              answers: {
                quantity,
                ...(weight.trim() === '' ? {} : { weightKg: Number(weight.replace(',', '.')) }),
                preparationTime,
                storageMethod,
                spoilageIndicators: ['no_spoilage'],
                hygienicHandling: true,
                donationAgreement: true,
              },
            })
          }
        >
          <CalendarCheck aria-hidden="true" />
          {confirm.isPending ? t('confirm.posting') : t('confirm.post')}
        </Button>
      </div>
    </section>
  );
}
