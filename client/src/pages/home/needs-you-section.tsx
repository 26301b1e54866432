import { isBusinessRole } from '@foodshare/contracts/enums';
import type { User } from '@foodshare/contracts/users';
import {
  CalendarClock,
  CircleCheck,
  Handshake,
  Hourglass,
  Inbox,
  KeyRound,
  MapPin,
  Store,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UnitsLeftBadge } from '../../components/food/food-badges';
import { Skeleton } from '../../components/ui/skeleton';
import { useMyDonations } from '../../features/donations/api/get-my-donations';
import { useMyRequests } from '../../features/requests/api/get-my-requests';
import { useFoodFormat } from '../../lib/food-format';
import { profileTabPath } from '../../lib/profile-tabs';
import { homeAgenda, timeLeft } from './home-agenda';

/** The top of a member's home: what needs them now, before anything about the platform. */
export function NeedsYouSection({ user }: { user: User }) {
  const donations = useMyDonations({ enabled: true });
  const requests = useMyRequests({ enabled: true });
  const { t } = useTranslation('home');
  const format = useFoodFormat();
  const now = new Date();

  if (donations.isPending || requests.isPending) {
    return (
      <section
        aria-busy="true"
        aria-label={t('needsYou.label')}
        className="grid gap-4 md:grid-cols-3"
      >
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </section>
    );
  }
  const agenda = homeAgenda(donations.data ?? [], requests.data ?? [], now);
  const business = isBusinessRole(user.role) || agenda.offers.length > 0;
  const nothing =
    agenda.waitingAnswers.length === 0 &&
    agenda.pickups.length === 0 &&
    agenda.handovers.length === 0 &&
    agenda.expiringSoon.length === 0;

  return (
    <section aria-labelledby="needs-you-heading" className="grid gap-4">
      <h2 id="needs-you-heading" className="text-xl font-extrabold tracking-tight sm:text-2xl">
        {t('needsYou.heading')}
      </h2>
      {nothing ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed bg-card px-4 py-5 text-sm text-muted-foreground">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {t('needsYou.nothing')}
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          {agenda.pickups.length > 0 ? (
            <Panel icon={KeyRound} title={t('needsYou.pickups')} tone="primary">
              {agenda.pickups.map((request) => (
                <li key={request.id} className="grid gap-1.5 rounded-lg bg-card p-3 shadow-xs">
                  <div className="flex items-start justify-between gap-3">
                    <Link
                      to={profileTabPath('requests')}
                      className="min-w-0 font-semibold break-words hover:underline"
                      dir="auto"
                    >
                      {request.itemTitle}
                    </Link>
                    <span className="grid justify-items-end">
                      <span className="text-[0.65rem] font-bold tracking-wide text-secondary-foreground uppercase">
                        {t('needsYou.pickupCode')}
                      </span>
                      <span
                        data-testid="home-pickup-code"
                        dir="ltr"
                        className="font-mono text-xl font-extrabold tracking-[0.15em] tabular-nums"
                      >
                        {request.pickupCode}
                      </span>
                    </span>
                  </div>
                  {request.pickupLocation ? (
                    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                      <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
                      <span className="truncate" dir="auto">
                        {request.pickupLocation}
                      </span>
                    </p>
                  ) : null}
                  {request.pickupUntil ? (
                    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                      <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
                      {format.pickupWindow(request, now) ??
                        t('needsYou.collectBefore', {
                          time: format.dateTime(request.pickupUntil),
                        })}
                    </p>
                  ) : null}
                </li>
              ))}
            </Panel>
          ) : null}
          {agenda.waitingAnswers.length > 0 ? (
            <Panel icon={Inbox} title={t('needsYou.waiting')} tone="harvest">
              {agenda.waitingAnswers.map(({ item, waiting }) => (
                <li key={item.id}>
                  <Link
                    to={profileTabPath('donations')}
                    className="flex items-center justify-between gap-3 rounded-lg bg-card p-3 shadow-xs hover:bg-secondary/40"
                  >
                    <span className="min-w-0 font-semibold break-words" dir="auto">
                      {item.title}
                    </span>
                    <span className="shrink-0 rounded-full bg-harvest px-2.5 py-0.5 text-xs font-bold text-harvest-foreground">
                      {t('needsYou.requests', { count: waiting })}
                    </span>
                  </Link>
                </li>
              ))}
            </Panel>
          ) : null}
          {agenda.handovers.length > 0 ? (
            <Panel icon={Handshake} title={t('needsYou.handovers')} tone="primary">
              {agenda.handovers.map(({ item, waiting }) => (
                <li key={item.id}>
                  <Link
                    to={profileTabPath('donations')}
                    className="flex items-center justify-between gap-3 rounded-lg bg-card p-3 shadow-xs hover:bg-secondary/40"
                  >
                    <span className="min-w-0 font-semibold break-words" dir="auto">
                      {item.title}
                    </span>
                    <span className="shrink-0 text-sm text-muted-foreground">
                      {t('needsYou.takersComing', { count: waiting })}
                    </span>
                  </Link>
                </li>
              ))}
            </Panel>
          ) : null}
          {agenda.expiringSoon.length > 0 ? (
            <Panel icon={Hourglass} title={t('needsYou.expiring')} tone="muted">
              {agenda.expiringSoon.map((item) => (
                <li
                  key={item.id}
                  className="flex items-center justify-between gap-3 rounded-lg bg-card p-3 shadow-xs"
                >
                  <span className="min-w-0 font-semibold break-words" dir="auto">
                    {item.title}
                  </span>
                  <span className="shrink-0 text-sm text-muted-foreground">
                    {item.pickupUntil ? timeLeft(item.pickupUntil, now, format.locale) : null}
                  </span>
                </li>
              ))}
            </Panel>
          ) : null}
        </div>
      )}
      {business && agenda.offers.length > 0 ? (
        <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="flex items-center gap-2 font-bold">
              <Store aria-hidden="true" className="size-5 text-primary" />
              {t('needsYou.offersToday')}
            </h3>
            <p className="text-sm" data-testid="sales-today">
              <span className="font-semibold">
                {t('needsYou.salesToday', { count: agenda.today.sales })}
              </span>
              {agenda.today.sales > 0 ? (
                <span className="text-muted-foreground">
                  {' '}
                  ·{' '}
                  {t('needsYou.totals', {
                    total: format.aed(agenda.today.total) ?? '',
                    fees: format.aed(agenda.today.fees) ?? '',
                  })}
                </span>
              ) : null}
            </p>
          </div>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {agenda.offers.map(({ item, salesToday }) => (
              <li
                key={item.id}
                className="flex items-center justify-between gap-3 rounded-lg bg-muted/50 px-3 py-2"
              >
                <span className="grid min-w-0">
                  <span className="truncate font-semibold" dir="auto">
                    {item.title}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {item.unitLabel ? (
                      t('needsYou.listed', { units: format.units(item.units, item.unitLabel) })
                    ) : (
                      <bdi dir="auto">{item.quantity}</bdi>
                    )}
                    {salesToday > 0 ? ` · ${t('needsYou.soldToday', { count: salesToday })}` : ''}
                  </span>
                </span>
                <UnitsLeftBadge unitsLeft={item.unitsLeft} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

const TONES = {
  primary: 'border-primary/30 bg-secondary/60',
  harvest: 'border-harvest/50 bg-accent/60',
  muted: 'border-border bg-muted/50',
} as const;

function Panel({
  icon: Icon,
  title,
  tone,
  children,
}: {
  icon: typeof Inbox;
  title: string;
  tone: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={`grid content-start gap-3 rounded-xl border-2 p-4 ${TONES[tone]}`}
    >
      <h3 className="flex items-center gap-2 font-bold">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h3>
      <ul className="grid gap-2">{children}</ul>
    </section>
  );
}
