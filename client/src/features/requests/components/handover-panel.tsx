import type { IncomingRequest, MyDonation } from '@foodshare/contracts/food-items';
import { temperatureClassOf } from '@foodshare/contracts/handover-temperature';
import {
  confirmHandoverPayloadSchema,
  PICKUP_CODE_LENGTH,
  priceTimes,
} from '@foodshare/contracts/requests';
import type { TFunction } from 'i18next';
import { Handshake, KeyRound, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, invalidProps } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { isolate } from '../../../i18n/bidi';
import { type Formatters, useFormat } from '../../../i18n/format';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useConfirmHandover } from '../api/confirm-handover';
import { limitText } from '../temperature-text';

/** "2 meal boxes: they pay AED 25.00 at pickup.", or nothing for a free donation. */
function purchaseLine(
  t: TFunction<['profile', 'errors']>,
  format: Formatters,
  donation: Pick<MyDonation, 'unitLabel'>,
  request: Pick<IncomingRequest, 'intent' | 'price' | 'quantity'>,
): string | null {
  if (request.intent !== 'purchase' || !request.price) return null;
  const total = isolate(format.aed(priceTimes(request.price, request.quantity)) ?? '');
  const units = format.purchaseUnits(request.quantity, donation.unitLabel);
  return units
    ? t('handover.theyPayUnits', { units: isolate(units), total })
    : t('handover.theyPay', { total });
}

/**
 * What is held and for whom, and the handover. The donor types the code the taker shows (it
 * names the reservation, however many an offer has); a wrong code is said under the field, in
 * the server's words.
 */
export function HandoverPanel({
  donation,
  accepted,
  onRelease,
}: {
  donation: MyDonation;
  accepted: readonly IncomingRequest[];
  onRelease: (request: IncomingRequest) => void;
}) {
  const handover = useConfirmHandover();
  const { t } = useTranslation(['profile', 'errors']);
  const format = useFormat();
  const [code, setCode] = useState('');
  const [weight, setWeight] = useState('');
  const [temperature, setTemperature] = useState('');
  const [temperatureError, setTemperatureError] = useState<string | undefined>();
  // Chilled, frozen and hot food is measured as it changes hands (docs/product.md §11.3).
  const temperatureClass = temperatureClassOf(donation);
  const temperatureId = `handover-temperature-${donation.id}`;
  const [formatError, setFormatError] = useState<string | undefined>();
  const [weightError, setWeightError] = useState<string | undefined>();
  const inputId = `pickup-code-${donation.id}`;
  const weightId = `handover-weight-${donation.id}`;
  const serverErrors = serverFieldErrors(handover.error, [
    'pickupCode',
    'weightKg',
    'temperatureC',
  ] as const);
  const temperatureProblem =
    temperatureError ??
    (handover.isError
      ? serverErrors.find((each) => each.field === 'temperatureC')?.message
      : undefined);
  const serverError = serverErrors.find((each) => each.field === 'pickupCode')?.message;
  const error = formatError ?? (handover.isError ? serverError : undefined);
  const weightProblem =
    weightError ??
    (handover.isError
      ? serverErrors.find((each) => each.field === 'weightKg')?.message
      : undefined);
  const [only] = accepted;

  return (
    <section
      aria-label={t('handover.label', { title: isolate(donation.title) })}
      className="grid gap-4 rounded-xl border-2 border-harvest/50 bg-accent/60 p-4"
    >
      <div className="grid gap-2">
        <p className="flex items-center gap-2 font-bold text-accent-foreground">
          <Handshake aria-hidden="true" className="size-5" />
          {accepted.length === 1 && only
            ? t('handover.reservedFor', { name: isolate(only.requesterName) })
            : t('handover.reservations', { count: accepted.length })}
        </p>
        <ul className="grid gap-1.5 text-sm text-accent-foreground/90">
          {accepted.map((request) => {
            const line = purchaseLine(t, format, donation, request);
            return (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {accepted.length > 1 ? (
                    <span className="font-semibold">
                      <bdi>{request.requesterName}</bdi>:{' '}
                    </span>
                  ) : null}
                  {line}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onRelease(request)}
                  disabled={handover.isPending}
                >
                  <Undo2 aria-hidden="true" />
                  {t('handover.release')}
                  <span className="sr-only">
                    {t('handover.releaseOf', { name: isolate(request.requesterName) })}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-accent-foreground/90">{t('handover.askForCode')}</p>
      </div>
      <form
        noValidate
        className={
          temperatureClass
            ? 'grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,8rem)_minmax(0,9rem)_max-content] sm:items-start'
            : 'grid gap-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,9rem)_max-content] sm:items-start'
        }
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = confirmHandoverPayloadSchema.safeParse({
            pickupCode: code,
            weightKg: weight.trim() === '' ? undefined : weight,
            temperatureC: temperature.trim() === '' ? undefined : temperature.replace(',', '.'),
          });
          if (!parsed.success) {
            const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
            setFormatError(
              fields.has('pickupCode') ? t('errors:request.pickupCodeFormat') : undefined,
            );
            setWeightError(fields.has('weightKg') ? t('errors:weight.invalid') : undefined);
            setTemperatureError(
              fields.has('temperatureC') ? t('errors:temperature.invalid') : undefined,
            );
            return;
          }
          setFormatError(undefined);
          setWeightError(undefined);
          setTemperatureError(undefined);
          handover.mutate({
            itemId: donation.id,
            pickupCode: parsed.data.pickupCode,
            ...(parsed.data.weightKg === undefined ? {} : { weightKg: parsed.data.weightKg }),
            ...(parsed.data.temperatureC === undefined || !temperatureClass
              ? {}
              : { temperatureC: parsed.data.temperatureC }),
          });
        }}
      >
        <FormField id={inputId} label={t('handover.code')} error={error}>
          <div className="relative">
            <KeyRound
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={inputId}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setFormatError(undefined);
                if (handover.isError) handover.reset();
              }}
              inputMode="numeric"
              autoComplete="off"
              maxLength={PICKUP_CODE_LENGTH + 2}
              placeholder={'0'.repeat(PICKUP_CODE_LENGTH)}
              className="h-11 ps-9 font-mono text-lg tracking-[0.3em] sm:text-lg"
              {...invalidProps(inputId, error)}
            />
          </div>
        </FormField>
        <FormField id={weightId} label={t('handover.weight')} error={weightProblem}>
          <Input
            id={weightId}
            value={weight}
            onChange={(event) => {
              setWeight(event.target.value);
              setWeightError(undefined);
            }}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('handover.weightPlaceholder')}
            className="h-11"
            {...invalidProps(weightId, weightProblem)}
          />
        </FormField>
        {temperatureClass ? (
          <FormField
            id={temperatureId}
            label={t('temperature.field')}
            hint={limitText(t, format, temperatureClass)}
            error={temperatureProblem}
          >
            <Input
              id={temperatureId}
              value={temperature}
              onChange={(event) => {
                setTemperature(event.target.value);
                setTemperatureError(undefined);
              }}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('temperature.placeholder')}
              className="h-11"
              {...invalidProps(temperatureId, temperatureProblem)}
            />
          </FormField>
        ) : null}
        <Button type="submit" size="lg" className="h-11 sm:mt-7" disabled={handover.isPending}>
          <Handshake aria-hidden="true" />
          {handover.isPending ? t('handover.confirming') : t('handover.confirm')}
        </Button>
      </form>
      <p className="border-t border-harvest/30 pt-3 text-sm text-accent-foreground/90">
        {t('handover.notComing')}
      </p>
    </section>
  );
}
