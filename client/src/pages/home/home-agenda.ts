import type { MyDonation, MyRequest } from '@foodshare/contracts/food-items';
import { fromFils, toFils } from '@foodshare/contracts/requests';
import { uaeToday } from '@foodshare/contracts/safety-check';

/** Within this, an item still on offer counts as expiring soon. */
export const EXPIRING_SOON_MS = 24 * 60 * 60 * 1000;

export interface WaitingAnswer {
  readonly item: MyDonation;
  readonly waiting: number;
}

export interface OfferToday {
  readonly item: MyDonation;
  /** Sales handed over today (UAE time): their total and the platform fees on them. */
  readonly salesToday: number;
}

export interface HomeAgenda {
  /** The person's items with requests waiting for their answer. */
  readonly waitingAnswers: readonly WaitingAnswer[];
  /** Their accepted requests: the pickup code to show, where and until when. */
  readonly pickups: readonly MyRequest[];
  /** Their items held for takers: the handovers they confirm with the takers' codes. */
  readonly handovers: readonly WaitingAnswer[];
  /** Their items still on offer that expire within a day, soonest first. */
  readonly expiringSoon: readonly MyDonation[];
  /** A business's offers still listed, with units left. */
  readonly offers: readonly OfferToday[];
  /** Today's sales across every offer, and the fees on them. */
  readonly today: { readonly sales: number; readonly total: string; readonly fees: string };
}

const listed = (item: MyDonation) =>
  item.reviewStatus === 'approved' && (item.status === 'available' || item.status === 'reserved');

/** What needs the person now, from their own items and requests. */
export function homeAgenda(
  donations: readonly MyDonation[],
  requests: readonly MyRequest[],
  now: Date,
): HomeAgenda {
  const today = uaeToday(now);
  const collectedToday = (at: string | null) => at !== null && uaeToday(new Date(at)) === today;
  let sales = 0;
  let total = 0;
  let fees = 0;
  const offers: OfferToday[] = [];
  for (const item of donations) {
    if (!item.isMarketplace) continue;
    let salesToday = 0;
    for (const request of item.requests) {
      if (!request.sale || !collectedToday(request.collectedAt)) continue;
      salesToday++;
      total += toFils(request.sale.price);
      fees += toFils(request.sale.fee);
    }
    sales += salesToday;
    if (listed(item) || salesToday > 0) offers.push({ item, salesToday });
  }
  return {
    waitingAnswers: donations
      .filter((item) => listed(item) && item.openRequests > 0)
      .map((item) => ({ item, waiting: item.openRequests })),
    pickups: requests.filter((request) => request.status === 'approved'),
    handovers: donations.flatMap((item) => {
      const held = item.requests.filter((request) => request.status === 'approved').length;
      return listed(item) && held > 0 ? [{ item, waiting: held }] : [];
    }),
    expiringSoon: donations
      .filter(
        (item) =>
          listed(item) &&
          item.pickupUntil !== null &&
          new Date(item.pickupUntil).getTime() - now.getTime() <= EXPIRING_SOON_MS,
      )
      .sort((a, b) => (a.pickupUntil ?? '').localeCompare(b.pickupUntil ?? '')),
    offers,
    today: { sales, total: fromFils(total), fees: fromFils(fees) },
  };
}

/** "in 3 hours", "in 40 minutes" (in the locale's words): how long until a pickup window closes. */
export function timeLeft(until: string, now: Date, locale = 'en-AE'): string {
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const minutes = Math.max(0, Math.round((new Date(until).getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return words.format(minutes, 'minute');
  return words.format(Math.round(minutes / 60), 'hour');
}

/** "Welcome" for an account made just now, "Welcome back" for everyone returning. */
export function greeting(
  createdAt: string,
  now: Date,
  justSignedUp: boolean,
): 'welcome' | 'welcomeBack' {
  const NEW_FOR_MS = 60 * 60 * 1000;
  return justSignedUp || now.getTime() - new Date(createdAt).getTime() < NEW_FOR_MS
    ? 'welcome'
    : 'welcomeBack';
}
