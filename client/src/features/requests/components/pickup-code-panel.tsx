import type { MyRequest } from '@foodshare/contracts/food-items';
import { CalendarClock, KeyRound, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFoodFormat } from '../../../lib/food-format';

/** An accepted request: the code to show at the handover, and where and until when to collect. */
export function PickupCodePanel({ request }: { request: MyRequest }) {
  const codeId = `pickup-code-${request.id}`;
  const { t } = useTranslation('profile');
  const format = useFoodFormat();
  // The window as cards say it; a request from before windows had a start keeps its deadline.
  const window = format.pickupWindow(request, new Date());
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
          {t('pickup.code')}
        </p>
        {request.pickupCode ? (
          <p
            data-testid="pickup-code"
            dir="ltr"
            className="font-mono text-4xl leading-tight font-extrabold tracking-[0.2em] text-foreground tabular-nums sm:text-5xl"
          >
            {request.pickupCode}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('pickup.codeSoon')}</p>
        )}
        <p className="text-sm font-semibold text-secondary-foreground">
          {t(request.intent === 'purchase' ? 'pickup.showSeller' : 'pickup.showDonor')}
        </p>
      </div>
      {/* Each group is a div holding only its dt and dd: the icon sits in the term. */}
      <dl className="grid gap-3 text-sm">
        <div className="relative min-w-0 ps-6">
          <dt className="font-semibold">
            <MapPin aria-hidden="true" className="absolute start-0 top-0.5 size-4 text-primary" />
            {t('pickup.location')}
          </dt>
          <dd dir="auto" className="break-words">
            {request.pickupLocation}
          </dd>
          {request.pickupInstructions ? (
            <dd dir="auto" className="mt-0.5 break-words text-muted-foreground">
              {request.pickupInstructions}
            </dd>
          ) : null}
        </div>
        {request.pickupUntil ? (
          <div className="relative ps-6">
            <dt className="font-semibold">
              <CalendarClock
                aria-hidden="true"
                className="absolute start-0 top-0.5 size-4 text-primary"
              />
              {t(window ? 'pickup.window' : 'pickup.collectBefore')}
            </dt>
            <dd>{window ?? format.dateTime(request.pickupUntil)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
