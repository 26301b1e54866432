import type { MyRequest } from '@foodshare/contracts/food-items';
import { CalendarClock, KeyRound, MapPin } from 'lucide-react';
import { formatDateTime } from '../../lib/food-format';

/** An accepted request: the code to show at the handover, and where and until when to collect. */
export function PickupCodePanel({ request }: { request: MyRequest }) {
  const codeId = `pickup-code-${request.id}`;
  return (
    <section
      aria-labelledby={codeId}
      className="grid gap-4 rounded-xl border-2 border-primary/30 bg-secondary/60 p-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-6"
    >
      <div className="grid justify-items-center gap-1 rounded-lg bg-card px-5 py-3 text-center shadow-sm">
        <p
          id={codeId}
          className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-secondary-foreground uppercase"
        >
          <KeyRound aria-hidden="true" className="size-3.5" />
          Pickup code
        </p>
        {request.pickupCode ? (
          <p
            data-testid="pickup-code"
            className="font-mono text-4xl leading-tight font-extrabold tracking-[0.2em] text-foreground tabular-nums sm:text-5xl"
          >
            {request.pickupCode}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Your code appears here in a moment.</p>
        )}
        <p className="text-sm font-semibold text-secondary-foreground">
          Show this code to the {request.intent === 'purchase' ? 'seller' : 'donor'} at pickup
        </p>
      </div>
      <dl className="grid gap-3 text-sm">
        <div className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <div className="min-w-0">
            <dt className="font-semibold">Pickup location</dt>
            <dd className="break-words">{request.pickupLocation}</dd>
            {request.pickupInstructions ? (
              <dd className="mt-0.5 break-words text-muted-foreground">
                {request.pickupInstructions}
              </dd>
            ) : null}
          </div>
        </div>
        {request.availableUntil ? (
          <div className="flex gap-2">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <div>
              <dt className="font-semibold">Collect before</dt>
              <dd>{formatDateTime(request.availableUntil)}</dd>
            </div>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
