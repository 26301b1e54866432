import type { IncomingRequest, MyDonation, MyRequest } from '@foodshare/contracts/food-items';
import type { RequestTemperature } from '@foodshare/contracts/handover-temperature';
import { Ban, Check, RotateCcw, Thermometer, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { useDecideTemperature, useSettleRefusedHandover } from '../api/temperature-actions';
import { celsiusText, limitText } from '../temperature-text';

/** A handover held for its temperature still waits on someone (docs/product.md §11.3). */
export function onHold(temperature: RequestTemperature | null | undefined): boolean {
  return temperature?.hold === 'held' || temperature?.hold === 'refused';
}

/** The taker's side: the warning, and take it anyway or refuse it. */
export function TakerTemperatureDecision({ request }: { request: MyRequest }) {
  const { t } = useTranslation(['profile', 'errors']);
  const format = useFormat();
  const decide = useDecideTemperature();
  const { temperature } = request;
  if (!temperature || !onHold(temperature)) return null;
  const headingId = `temperature-${request.id}`;
  const reading = celsiusText(format, temperature.celsius);
  return (
    <section
      data-testid="temperature-warning"
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border-2 border-destructive/50 bg-destructive/5 p-4"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-bold text-destructive">
        <Thermometer aria-hidden="true" className="size-5" />
        {t('temperature.warningTitle', { reading: isolate(reading) })}
      </h3>
      <p className="text-sm">
        {limitText(t, format, temperature.temperatureClass)}{' '}
        {t(temperature.hold === 'held' ? 'temperature.takerAsk' : 'temperature.takerRefused')}
      </p>
      {temperature.hold === 'held' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="destructive"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate({
                itemId: request.foodItemId,
                requestId: request.id,
                decision: 'refuse',
              })
            }
          >
            <Ban aria-hidden="true" />
            {t('temperature.refuse')}
          </Button>
          <Button
            variant="outline"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate({ itemId: request.foodItemId, requestId: request.id, decision: 'take' })
            }
          >
            <Check aria-hidden="true" />
            {t('temperature.take')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The donor's side: each held handover, and a refused one put back or withdrawn. */
export function DonorTemperatureHolds({
  donation,
  requests,
}: {
  donation: MyDonation;
  requests: readonly IncomingRequest[];
}) {
  const { t } = useTranslation(['profile', 'errors']);
  const format = useFormat();
  const settle = useSettleRefusedHandover();
  return (
    <ul className="grid gap-2">
      {requests.map((request) => {
        const { temperature } = request;
        if (!temperature) return null;
        const reading = isolate(celsiusText(format, temperature.celsius));
        const name = isolate(request.requesterName);
        const refused = temperature.hold === 'refused';
        return (
          <li
            key={request.id}
            data-testid="temperature-hold"
            className="grid gap-3 rounded-xl border-2 border-destructive/50 bg-destructive/5 p-4"
          >
            <p className="flex items-start gap-2 font-bold text-destructive">
              <Thermometer aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {t(refused ? 'temperature.donorRefused' : 'temperature.donorHeld', {
                name,
                reading,
              })}
            </p>
            <p className="text-sm">
              {limitText(t, format, temperature.temperatureClass)}{' '}
              {refused ? t('temperature.donorAsk') : null}
            </p>
            {refused ? (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  disabled={settle.isPending}
                  onClick={() =>
                    settle.mutate({
                      itemId: donation.id,
                      requestId: request.id,
                      returnToListing: true,
                    })
                  }
                >
                  <RotateCcw aria-hidden="true" className="rtl:-scale-x-100" />
                  {t('temperature.putBack')}
                </Button>
                <Button
                  variant="destructive"
                  disabled={settle.isPending}
                  onClick={() =>
                    settle.mutate({
                      itemId: donation.id,
                      requestId: request.id,
                      returnToListing: false,
                    })
                  }
                >
                  <Undo2 aria-hidden="true" className="rtl:-scale-x-100" />
                  {t('temperature.withdraw')}
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
