import type { MyDonation } from '@foodshare/contracts/food-items';
import { FLW_DESTINATIONS, type FlwDestination } from '@foodshare/contracts/impact-destinations';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useRecordDestination } from '../api/record-destination';

const fieldClass =
  'h-10 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

const isDestination = (value: string): value is FlwDestination =>
  (FLW_DESTINATIONS as readonly string[]).includes(value);

/**
 * What became of an item that expired or was withdrawn uncollected (docs/product.md §13): the
 * donor picks an FLW destination, and may give its weight; a second answer is a correction.
 */
export function DestinationForm({ donation }: { donation: MyDonation }) {
  const { t } = useTranslation('impact');
  const id = useId();
  const record = useRecordDestination();
  const [editing, setEditing] = useState(donation.destination === null);
  const [destination, setDestination] = useState<string>(donation.destination ?? '');
  const [weight, setWeight] = useState('');
  if (!editing && donation.destination)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">
          {t('destination.recorded', { destination: t(`destinations.${donation.destination}`) })}
        </span>
        <Button variant="link" size="sm" onClick={() => setEditing(true)}>
          {t('destination.correct')}
        </Button>
      </p>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDestination(destination)) return;
    const weightKg = weight.trim() === '' ? undefined : Number(weight.replace(',', '.'));
    record.mutate(
      { id: donation.id, destination, weightKg },
      { onSuccess: () => setEditing(false) },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-2 rounded-lg border border-dashed p-3">
      <p className="text-sm font-semibold">{t('destination.question')}</p>
      <p className="text-xs text-muted-foreground">{t('destination.help')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm" htmlFor={`${id}-destination`}>
          {t('destination.label')}
          <select
            id={`${id}-destination`}
            className={fieldClass}
            value={destination}
            required
            onChange={(event) => setDestination(event.target.value)}
          >
            <option value="">{t('destination.choose')}</option>
            {FLW_DESTINATIONS.map((each) => (
              <option key={each} value={each}>
                {t(`destinations.${each}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm" htmlFor={`${id}-weight`}>
          {t('destination.weight')}
          <input
            id={`${id}-weight`}
            className={`${fieldClass} w-28`}
            inputMode="decimal"
            value={weight}
            onChange={(event) => setWeight(event.target.value)}
          />
        </label>
        <Button type="submit" size="sm" disabled={record.isPending || !destination}>
          {record.isPending ? t('destination.saving') : t('destination.save')}
        </Button>
      </div>
    </form>
  );
}
