import type { IncomingRequest, MyDonation } from '@foodshare/contracts/food-items';
import { relativeAge } from '@foodshare/contracts/format';
import { priceTimes, REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { purchaseUnitsText } from '@foodshare/contracts/units';
import { Check, MessageSquareText, ShoppingBag, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAcceptFoodRequest } from '../../api/accept-food-request';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatAed, formatDateTime } from '../../lib/food-format';
import { requestBadgeVariant, requestStatusLabel } from '../../lib/request-status';
import { canAnswer, groupRequests } from './donation-exchange';

/** The requests an item received: accept or decline the pending ones; past ones on demand. */
export function IncomingRequests({
  donation,
  onDecline,
}: {
  donation: MyDonation;
  onDecline: (request: IncomingRequest) => void;
}) {
  const accept = useAcceptFoodRequest();
  const { open, closed } = groupRequests(donation.requests);
  // The accepted request is shown by the handover panel.
  const waiting = open.filter((request) => request.status === 'pending');
  if (waiting.length === 0 && closed.length === 0) return null;
  const now = new Date();
  const headingId = `requests-${donation.id}`;

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      {waiting.length > 0 ? (
        <h4 id={headingId} className="text-sm font-bold">
          Requests waiting for your answer ({waiting.length})
        </h4>
      ) : (
        <h4 id={headingId} className="sr-only">
          Requests
        </h4>
      )}
      {waiting.length > 0 ? (
        <ul className="grid gap-2">
          {waiting.map((request) => {
            const answering = accept.isPending && accept.variables?.requestId === request.id;
            const answerable = canAnswer(donation, request);
            return (
              <li key={request.id}>
                <RequestSummary request={request} unitLabel={donation.unitLabel} now={now}>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={!answerable || accept.isPending}
                      onClick={() => accept.mutate({ itemId: donation.id, requestId: request.id })}
                    >
                      <Check aria-hidden="true" />
                      {answering ? 'Accepting...' : 'Accept'}
                      <span className="sr-only"> the request from {request.requesterName}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!answerable || accept.isPending}
                      onClick={() => onDecline(request)}
                    >
                      <X aria-hidden="true" />
                      Decline
                      <span className="sr-only"> the request from {request.requesterName}</span>
                    </Button>
                  </div>
                </RequestSummary>
              </li>
            );
          })}
        </ul>
      ) : null}
      {closed.length > 0 ? (
        <details className="group rounded-lg border border-dashed px-3 py-2 text-sm">
          <summary className="cursor-pointer font-semibold text-muted-foreground select-none">
            Earlier requests ({closed.length})
          </summary>
          <ul className="mt-2 grid gap-2">
            {closed.map((request) => (
              <li key={request.id}>
                <RequestSummary request={request} unitLabel={donation.unitLabel} now={now} muted />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function RequestSummary({
  request,
  unitLabel,
  now,
  muted = false,
  children,
}: {
  request: IncomingRequest;
  /** An offer's unit ('meal box'); null for a free donation. */
  unitLabel: string | null;
  now: Date;
  muted?: boolean;
  children?: ReactNode;
}) {
  const price =
    request.intent === 'purchase' && request.price
      ? formatAed(priceTimes(request.price, request.quantity))
      : null;
  const bought = purchaseUnitsText(request.quantity, unitLabel);
  const units = bought ? `${bought} ` : '';
  return (
    <article
      className={
        muted
          ? 'grid gap-1 rounded-md bg-muted/60 px-3 py-2 text-muted-foreground'
          : 'grid gap-2 rounded-lg border bg-background px-3 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center'
      }
    >
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-bold text-foreground">{request.requesterName}</span>
          <time
            dateTime={request.createdAt}
            title={formatDateTime(request.createdAt)}
            className="text-xs text-muted-foreground"
          >
            {relativeAge(new Date(request.createdAt), now)}
          </time>
          {muted ? (
            <Badge variant={requestBadgeVariant(request.status)}>
              {requestStatusLabel(request.status)}
            </Badge>
          ) : null}
        </p>
        {price ? (
          <p className="flex flex-wrap items-center gap-1.5 text-sm">
            <ShoppingBag aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {muted ? (
              <span className="font-semibold text-foreground">
                {request.status === 'collected' ? 'Bought' : 'Wanted to buy'} {units}for {price}
                {request.sale ? ` · fee ${formatAed(request.sale.fee)}` : ''}
              </span>
            ) : (
              <>
                <span className="font-semibold text-foreground">
                  Wants to buy {units}for {price}
                </span>
                <span className="text-muted-foreground">· {REQUEST_MESSAGES.payAtPickup}</span>
              </>
            )}
          </p>
        ) : null}
        {request.message && !muted ? (
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">{request.message}</span>
          </p>
        ) : null}
      </div>
      {children}
    </article>
  );
}
