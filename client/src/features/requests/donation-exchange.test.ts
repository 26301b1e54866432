import type { IncomingRequest } from '@foodshare/contracts/food-items';
import type { RequestStatus } from '@foodshare/contracts/requests';
import { feePercentText } from '@foodshare/contracts/requests';
import { describe, expect, it } from 'vitest';
import {
  acceptedRequests,
  canAnswer,
  changedHands,
  groupRequests,
  splitSalesFromDonations,
} from './donation-exchange';

let next = 0;
const request = (status: RequestStatus, createdAt: string): IncomingRequest => ({
  id: `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`,
  requesterName: 'Community member',
  message: null,
  status,
  intent: 'request',
  price: null,
  quantity: 1,
  sale: null,
  collectedAt: null,
  createdAt,
});

describe('groupRequests', () => {
  it('puts pending and accepted requests apart from the closed ones, newest first', () => {
    const older = request('pending', '2026-11-21T09:00:00.000Z');
    const newer = request('pending', '2026-11-21T10:00:00.000Z');
    const declined = request('declined', '2026-11-21T11:00:00.000Z');
    const accepted = request('approved', '2026-11-21T08:00:00.000Z');
    expect(groupRequests([older, declined, newer, accepted])).toEqual({
      open: [newer, older, accepted],
      closed: [declined],
    });
  });
});

describe('acceptedRequests', () => {
  it('finds every request holding units, on an offer several', () => {
    const first = request('approved', '2026-11-21T08:00:00.000Z');
    const second = request('approved', '2026-11-21T08:30:00.000Z');
    expect(
      acceptedRequests({
        requests: [request('declined', '2026-11-21T07:00:00.000Z'), first, second],
      }),
    ).toEqual([first, second]);
  });
});

describe('canAnswer', () => {
  const pending = request('pending', '2026-11-21T08:00:00.000Z');
  const onOffer = { status: 'available', reviewStatus: 'approved', unitsLeft: 1 } as const;

  it('lets the donor answer a pending request on an available, approved item', () => {
    expect(canAnswer(onOffer, pending)).toBe(true);
  });

  it('refuses once the item is reserved, for a request already answered, or too big for what is left', () => {
    expect(canAnswer({ ...onOffer, status: 'reserved', unitsLeft: 0 }, pending)).toBe(false);
    expect(canAnswer(onOffer, request('cancelled', '2026-11-21T08:00:00.000Z'))).toBe(false);
    expect(canAnswer(onOffer, { ...pending, quantity: 2 })).toBe(false);
  });
});

describe('changedHands and splitSalesFromDonations', () => {
  it('says an item held or handed over changed hands', () => {
    expect(changedHands({ requests: [request('collected', '2026-11-21T08:00:00.000Z')] })).toBe(
      true,
    );
    expect(changedHands({ requests: [request('declined', '2026-11-21T08:00:00.000Z')] })).toBe(
      false,
    );
  });

  it("keeps a business's sales apart from its free donations", () => {
    const sale = { isMarketplace: true, id: 'a' };
    const gift = { isMarketplace: false, id: 'b' };
    expect(splitSalesFromDonations([sale, gift])).toEqual({ sales: [sale], donations: [gift] });
  });
});

describe('feePercentText', () => {
  it('shows the recorded rate as a percentage without trailing zeros', () => {
    expect(feePercentText('0.0500')).toBe('5%');
    expect(feePercentText('0.0450')).toBe('4.5%');
    expect(feePercentText('0.0333')).toBe('3.33%');
  });
});
