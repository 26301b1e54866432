import type { IncomingRequest, MyDonation } from '@foodshare/contracts/food-items';
import { priceTimes } from '@foodshare/contracts/requests';
import { Check, Clock, MessageSquareText, ShoppingBag, UserX, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { VerifiedCharityBadge } from '../../../components/verified-charity-badge';
import { isolate } from '../../../i18n/bidi';
import { useFoodFormat } from '../../../lib/food-format';
import { useAcceptFoodRequest } from '../api/accept-food-request';
import { useRecordNoShow } from '../api/record-no-show';
import { canAnswer, groupRequests } from '../donation-exchange';
import { requestBadgeVariant, requestStatusLabel } from '../request-status';

/** The requests an item received: accept or decline the pending ones; past ones on demand. */
export function IncomingRequests({
  donation,
  onDecline,
  headingLevel,
}: {
  donation: MyDonation;
  onDecline: (request: IncomingRequest) => void;
  /** One under the donation's own heading. */
  headingLevel: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const accept = useAcceptFoodRequest();
  const { t } = useTranslation('profile');
  const { open, closed } = groupRequests(donation.requests);
  // The accepted request is shown by the handover panel.
  const waiting = open.filter((request) => request.status === 'pending');
  const now = new Date();
  // A reservation whose window closed uncollected: did its taker come? (docs/product.md §10)
  const unanswered = donation.requests.filter((request) => notCollected(donation, request, now));
  if (waiting.length === 0 && closed.length === 0) return null;
  const headingId = `requests-${donation.id}`;

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      {waiting.length > 0 ? (
        <Heading id={headingId} className="text-sm font-bold">
          {t('incoming.waiting', { count: waiting.length })}
        </Heading>
      ) : (
        <Heading id={headingId} className="sr-only">
          {t('incoming.requests')}
        </Heading>
      )}
      {unanswered.map((request) => (
        <RequestSummary key={request.id} request={request} unitLabel={donation.unitLabel} now={now}>
          <NoShowActions itemId={donation.id} request={request} />
        </RequestSummary>
      ))}
      {waiting.length > 0 ? (
        <ul className="grid gap-2">
          {waiting.map((request) => {
            const answering = accept.isPending && accept.variables?.requestId === request.id;
            const waitsUntil =
              request.acceptableFrom && Date.parse(request.acceptableFrom) > now.getTime()
                ? request.acceptableFrom
                : null;
            const answerable = canAnswer(donation, request) && !waitsUntil;
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
                      {answering ? t('incoming.accepting') : t('incoming.accept')}
                      <span className="sr-only">
                        {t('incoming.fromRequester', { name: isolate(request.requesterName) })}
                      </span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!answerable || accept.isPending}
                      onClick={() => onDecline(request)}
                    >
                      <X aria-hidden="true" />
                      {t('incoming.decline')}
                      <span className="sr-only">
                        {t('incoming.fromRequester', { name: isolate(request.requesterName) })}
                      </span>
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
            {t('incoming.earlier', { count: closed.length })}
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
  const { t } = useTranslation(['profile', 'errors']);
  const format = useFoodFormat();
  const amount =
    request.intent === 'purchase' && request.price
      ? format.aed(priceTimes(request.price, request.quantity))
      : null;
  const price = amount ? isolate(amount) : null;
  const bought = format.purchaseUnits(request.quantity, unitLabel);
  const units = bought ? `${isolate(bought)} ` : '';
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
          <bdi className="font-bold text-foreground">{request.requesterName}</bdi>
          {request.verifiedCharity ? <VerifiedCharityBadge /> : null}
          <time
            dateTime={request.createdAt}
            title={format.dateTime(request.createdAt)}
            className="text-xs text-muted-foreground"
          >
            {format.relative(request.createdAt, now)}
          </time>
          {muted ? (
            <Badge variant={requestBadgeVariant(request.status)}>
              {requestStatusLabel(request.status, t)}
            </Badge>
          ) : null}
        </p>
        {price ? (
          <p className="flex flex-wrap items-center gap-1.5 text-sm">
            <ShoppingBag aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {muted ? (
              <span className="font-semibold text-foreground">
                {t(request.status === 'collected' ? 'incoming.bought' : 'incoming.wantedToBuy', {
                  units,
                  price,
                })}
                {request.sale
                  ? t('incoming.saleFee', { fee: isolate(format.aed(request.sale.fee) ?? '') })
                  : ''}
              </span>
            ) : (
              <>
                <span className="font-semibold text-foreground">
                  {t('incoming.wantsToBuy', { units, price })}
                </span>
                <span className="text-muted-foreground">· {t('errors:request.payAtPickup')}</span>
              </>
            )}
          </p>
        ) : null}
        {request.takerNoShows > 0 ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-destructive">
            <UserX aria-hidden="true" className="size-4 shrink-0" />
            {t('noShow.count', { count: request.takerNoShows })}
          </p>
        ) : null}
        {request.noShow ? (
          <p className="text-sm text-muted-foreground">
            {t(`noShow.said.${request.noShow}` as const)}
          </p>
        ) : null}
        {request.status === 'pending' &&
        request.acceptableFrom &&
        Date.parse(request.acceptableFrom) > now.getTime() ? (
          <p className="text-sm text-muted-foreground">
            {t('noShow.waitsUntil', { time: format.uaeTime(request.acceptableFrom) })}
          </p>
        ) : null}
        {request.message && !muted ? (
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span dir="auto" className="break-words">
              {request.message}
            </span>
          </p>
        ) : null}
      </div>
      {children}
    </article>
  );
}

/** Whether the donor is asked if the taker came: accepted, the window closed, nothing said. */
function notCollected(donation: MyDonation, request: IncomingRequest, now: Date): boolean {
  return (
    request.wasAccepted &&
    request.noShow === null &&
    (request.status === 'approved' || request.status === 'expired') &&
    donation.pickupUntil !== null &&
    Date.parse(donation.pickupUntil) <= now.getTime()
  );
}

/** The donor's two answers when a reservation's window closed uncollected. */
const NO_SHOW_ANSWERS = [
  { outcome: 'no_show', icon: UserX, label: 'noShow.didNotCome' },
  { outcome: 'late', icon: Clock, label: 'noShow.late' },
] as const;

/** "Did not come" or "Collected late", once a reservation's window closed uncollected. */
function NoShowActions({ itemId, request }: { itemId: string; request: IncomingRequest }) {
  const { t } = useTranslation('profile');
  const record = useRecordNoShow();
  const mark = (outcome: 'no_show' | 'late') =>
    record.mutate({ itemId, requestId: request.id, outcome });
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold">{t('noShow.question')}</p>
      <div className="flex flex-wrap gap-2">
        {NO_SHOW_ANSWERS.map(({ outcome, icon: Icon, label }) => (
          <Button
            key={outcome}
            size="sm"
            variant="outline"
            disabled={record.isPending}
            onClick={() => mark(outcome)}
          >
            <Icon aria-hidden="true" />
            {t(label)}
            <span className="sr-only">
              {t('incoming.fromRequester', { name: isolate(request.requesterName) })}
            </span>
          </Button>
        ))}
      </div>
    </div>
  );
}
