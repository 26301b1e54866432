import type { MyRequest } from '@foodshare/contracts/food-items';
import { OPEN_REQUEST_STATUSES, priceTimes, REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { purchaseUnitsText } from '@foodshare/contracts/units';
import { CalendarClock, CalendarDays, Info, ShoppingBag, X } from 'lucide-react';
import { FoodImage } from '../../components/food/food-image';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatAed, formatDateTime } from '../../lib/food-format';
import {
  canCancelRequest,
  declineReasonText,
  requestBadgeVariant,
  requestStatusLabel,
} from '../../lib/request-status';
import { PickupCodePanel } from './pickup-code-panel';

/** One of your requests: where it stands and, once accepted, how to collect the food. */
export function RequestCard({
  request,
  onCancel,
}: {
  request: MyRequest;
  onCancel: (request: MyRequest) => void;
}) {
  const price =
    request.intent === 'purchase' && request.price
      ? formatAed(priceTimes(request.price, request.quantity))
      : null;
  const units = purchaseUnitsText(request.quantity, request.unitLabel);
  const declined = request.status === 'declined' ? declineReasonText(request.declineReason) : null;
  // Once the food has changed hands the price was paid; a closed request pays nothing.
  const paymentNote =
    request.status === 'collected'
      ? 'Paid at pickup'
      : OPEN_REQUEST_STATUSES.has(request.status)
        ? REQUEST_MESSAGES.payAtPickup
        : null;
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
            <h3 className="min-w-0 leading-snug font-bold break-words">{request.itemTitle}</h3>
            <Badge variant={requestBadgeVariant(request.status)} className="shrink-0">
              {requestStatusLabel(request.status)}
            </Badge>
          </div>
          {price ? (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
              <ShoppingBag aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {units ? <span className="font-semibold">{units}</span> : null}
              <span className="font-bold text-primary">{price}</span>
              {paymentNote ? <span className="text-muted-foreground">· {paymentNote}</span> : null}
            </p>
          ) : null}
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {request.intent === 'purchase' ? 'Purchase requested' : 'Requested'}{' '}
            {formatDateTime(request.createdAt)}
          </p>
          {request.pickupTime ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
              Collected {formatDateTime(request.pickupTime)}
            </p>
          ) : null}
        </div>
      </div>
      {declined ? (
        <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2.5 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          {declined}
        </p>
      ) : null}
      {request.status === 'pending' ? (
        <p className="text-sm text-muted-foreground">
          Waiting for the {request.intent === 'purchase' ? 'seller' : 'donor'} to answer. You will
          get a notification.
        </p>
      ) : null}
      {request.status === 'approved' ? <PickupCodePanel request={request} /> : null}
      {canCancelRequest(request.status) ? (
        <div className="flex justify-end">
          <Button variant="outline" size="sm" onClick={() => onCancel(request)}>
            <X aria-hidden="true" />
            {request.status === 'approved' ? 'Cancel reservation' : 'Cancel request'}
            <span className="sr-only"> for {request.itemTitle}</span>
          </Button>
        </div>
      ) : null}
    </article>
  );
}
