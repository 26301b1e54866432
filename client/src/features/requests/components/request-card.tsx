import type { MyRequest } from '@foodshare/contracts/food-items';
import { OPEN_REQUEST_STATUSES, priceTimes } from '@foodshare/contracts/requests';
import { CalendarClock, CalendarDays, Info, ShoppingBag, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FoodImage } from '../../../components/food/food-image';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { isolate } from '../../../i18n/bidi';
import { useFoodFormat } from '../../../lib/food-format';
import {
  canCancelRequest,
  declineReasonText,
  requestBadgeVariant,
  requestStatusLabel,
} from '../request-status';
import { PickupCodePanel } from './pickup-code-panel';
import { onHold, TakerTemperatureDecision } from './temperature-hold';

/** One of your requests: where it stands and, once accepted, how to collect the food. */
export function RequestCard({
  request,
  onCancel,
}: {
  request: MyRequest;
  onCancel: (request: MyRequest) => void;
}) {
  const { t } = useTranslation(['profile', 'errors']);
  const format = useFoodFormat();
  const price =
    request.intent === 'purchase' && request.price
      ? format.aed(priceTimes(request.price, request.quantity))
      : null;
  const units = format.purchaseUnits(request.quantity, request.unitLabel);
  const declined =
    request.status === 'declined' ? declineReasonText(request.declineReason, t) : null;
  // Once the food has changed hands the price was paid; a closed request pays nothing.
  const paymentNote =
    request.status === 'collected'
      ? t('requests.paidAtPickup')
      : OPEN_REQUEST_STATUSES.has(request.status)
        ? t('errors:request.payAtPickup')
        : null;
  const purchase = request.intent === 'purchase';
  return (
    <article className="grid gap-4 rounded-xl border bg-card p-3 shadow-sm sm:p-4">
      <div className="flex gap-3 sm:gap-4">
        <FoodImage
          src={request.itemImageUrl}
          alt={request.itemTitle}
          className="size-16 shrink-0 rounded-lg sm:size-20 [&_svg]:size-6"
        />
        <div className="grid min-w-0 flex-1 content-start gap-1.5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 dir="auto" className="min-w-0 leading-snug font-bold break-words">
              {request.itemTitle}
            </h2>
            <Badge variant={requestBadgeVariant(request.status)} className="shrink-0">
              {requestStatusLabel(request.status, t)}
            </Badge>
          </div>
          {price ? (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
              <ShoppingBag aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {units ? (
                <span dir="auto" className="font-semibold">
                  {units}
                </span>
              ) : null}
              <span className="font-bold text-primary">
                <bdi>{price}</bdi>
              </span>
              {paymentNote ? <span className="text-muted-foreground">· {paymentNote}</span> : null}
            </p>
          ) : null}
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {t(purchase ? 'requests.purchaseRequested' : 'requests.requested', {
              date: format.dateTime(request.createdAt),
            })}
          </p>
          {request.pickupTime ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {t('requests.collected', { date: format.dateTime(request.pickupTime) })}
            </p>
          ) : null}
        </div>
      </div>
      {declined ? (
        <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2.5 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span dir="auto">{declined}</span>
        </p>
      ) : null}
      {request.status === 'pending' ? (
        <p className="text-sm text-muted-foreground">
          {t(purchase ? 'requests.waitingSeller' : 'requests.waitingDonor')}
        </p>
      ) : null}
      {request.status === 'pending' &&
      request.acceptableFrom &&
      Date.parse(request.acceptableFrom) > Date.now() ? (
        <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2.5 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>{t('noShow.yoursWaits', { time: format.uaeTime(request.acceptableFrom) })}</span>
        </p>
      ) : null}
      {request.status === 'approved' && onHold(request.temperature) ? (
        <TakerTemperatureDecision request={request} />
      ) : request.status === 'approved' ? (
        <PickupCodePanel request={request} />
      ) : null}
      {canCancelRequest(request.status) && !onHold(request.temperature) ? (
        <div className="flex justify-end">
          <Button variant="outline" size="sm" onClick={() => onCancel(request)}>
            <X aria-hidden="true" />
            {t(
              request.status === 'approved'
                ? 'requests.cancelReservation'
                : 'requests.cancelRequest',
            )}
            <span className="sr-only">
              {t('requests.cancelFor', { title: isolate(request.itemTitle) })}
            </span>
          </Button>
        </div>
      ) : null}
    </article>
  );
}
