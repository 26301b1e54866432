import type { IncomingRequest, MyDonation, MyRequest } from '@foodshare/contracts/food-items';
import { describe, expect, it } from 'vitest';
import { myDonationFixture } from '../../testing/food-item-fixtures';
import { greeting, homeAgenda, timeLeft } from './home-agenda';

const NOW = new Date('2026-11-21T10:00:00Z'); // 14:00 in the UAE

const donation = (changes: Partial<MyDonation> = {}): MyDonation =>
  myDonationFixture({ id: crypto.randomUUID(), ...changes });

const sale = (price: string, fee: string, collectedAt: string): IncomingRequest => ({
  id: crypto.randomUUID(),
  requesterName: 'Community member',
  message: null,
  status: 'collected',
  intent: 'purchase',
  price,
  quantity: 1,
  sale: { price, fee, feeRate: '0.0500' },
  collectedAt,
  takerNoShows: 0,
  acceptableFrom: null,
  noShow: null,
  wasAccepted: false,
  createdAt: collectedAt,
});

describe('homeAgenda', () => {
  it('puts requests waiting for an answer, pickups and food about to expire first', () => {
    const waiting = donation({ title: 'Biryani', openRequests: 2 });
    const expiring = donation({
      title: 'Bread',
      pickupUntil: new Date(NOW.getTime() + 3 * 3_600_000).toISOString(),
    });
    const later = donation({
      title: 'Dates',
      pickupUntil: new Date(NOW.getTime() + 3 * 86_400_000).toISOString(),
    });
    const pickup = { id: 'r1', status: 'approved', pickupCode: '123456' } as MyRequest;
    const agenda = homeAgenda([waiting, expiring, later], [pickup], NOW);
    expect(agenda.waitingAnswers).toEqual([{ item: waiting, waiting: 2 }]);
    expect(agenda.pickups).toEqual([pickup]);
    expect(agenda.expiringSoon.map((item) => item.title)).toEqual(['Bread']);
  });

  it("adds up a business's sales of today (UAE time) and the fees on them", () => {
    const offer = donation({
      isMarketplace: true,
      units: 5,
      unitsLeft: 2,
      requests: [
        sale('25.00', '1.25', '2026-11-21T06:00:00Z'),
        sale('12.50', '0.63', '2026-11-21T09:00:00Z'),
        // 23:00 in the UAE the day before.
        sale('12.50', '0.63', '2026-11-20T19:00:00Z'),
      ],
    });
    const agenda = homeAgenda([offer], [], NOW);
    expect(agenda.today).toEqual({ sales: 2, total: '37.50', fees: '1.88' });
    expect(agenda.offers).toEqual([{ item: offer, salesToday: 2 }]);
  });
});

describe('greeting and time left', () => {
  it('says Welcome to a new account, Welcome back to a returning one', () => {
    expect(greeting(NOW.toISOString(), NOW, false)).toBe('welcome');
    expect(greeting('2026-10-01T10:00:00Z', NOW, true)).toBe('welcome');
    expect(greeting('2026-10-01T10:00:00Z', NOW, false)).toBe('welcomeBack');
  });

  it('says how long is left in words', () => {
    expect(timeLeft(new Date(NOW.getTime() + 40 * 60_000).toISOString(), NOW)).toBe(
      'in 40 minutes',
    );
    expect(timeLeft(new Date(NOW.getTime() + 3 * 3_600_000).toISOString(), NOW)).toBe('in 3 hours');
    expect(timeLeft(new Date(NOW.getTime() + 3 * 3_600_000).toISOString(), NOW, 'ar-AE')).toMatch(
      /ساعات/,
    );
  });
});
