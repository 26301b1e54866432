import { feePercentText } from '@foodshare/contracts/requests';
import { describe, expect, it } from 'vitest';
import { incomingRequest as request } from '../../testing/incoming-request-fixture';
import { acceptedRequests, canAnswer, groupRequests } from './donation-exchange';

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

describe('feePercentText', () => {
  it('shows the recorded rate as a percentage without trailing zeros', () => {
    expect(feePercentText('0.0500')).toBe('5%');
    expect(feePercentText('0.0450')).toBe('4.5%');
    expect(feePercentText('0.0333')).toBe('3.33%');
  });
});
