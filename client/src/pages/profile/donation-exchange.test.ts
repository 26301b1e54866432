import type { IncomingRequest } from '@foodshare/contracts/food-items';
import type { RequestStatus } from '@foodshare/contracts/requests';
import { feePercentText } from '@foodshare/contracts/requests';
import { describe, expect, it } from 'vitest';
import { acceptedRequest, canAnswer, groupRequests, openRequestsLabel } from './donation-exchange';

let next = 0;
const request = (status: RequestStatus, createdAt: string): IncomingRequest => ({
  id: `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`,
  requesterName: 'Community member',
  message: null,
  status,
  intent: 'request',
  price: null,
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

describe('acceptedRequest', () => {
  it('finds the request a reserved item is kept for', () => {
    const accepted = request('approved', '2026-11-21T08:00:00.000Z');
    expect(
      acceptedRequest({
        status: 'reserved',
        requests: [request('declined', '2026-11-21T07:00:00.000Z'), accepted],
      }),
    ).toBe(accepted);
  });

  it('finds none while the item is not reserved', () => {
    expect(
      acceptedRequest({
        status: 'collected',
        requests: [request('approved', '2026-11-21T08:00:00.000Z')],
      }),
    ).toBeUndefined();
  });
});

describe('canAnswer', () => {
  const pending = request('pending', '2026-11-21T08:00:00.000Z');

  it('lets the donor answer a pending request on an available, approved item', () => {
    expect(canAnswer({ status: 'available', reviewStatus: 'approved' }, pending)).toBe(true);
  });

  it('refuses once the item is reserved, or for a request already answered', () => {
    expect(canAnswer({ status: 'reserved', reviewStatus: 'approved' }, pending)).toBe(false);
    expect(
      canAnswer(
        { status: 'available', reviewStatus: 'approved' },
        request('cancelled', '2026-11-21T08:00:00.000Z'),
      ),
    ).toBe(false);
  });
});

describe('feePercentText', () => {
  it('shows the recorded rate as a percentage without trailing zeros', () => {
    expect(feePercentText('0.0500')).toBe('5%');
    expect(feePercentText('0.0450')).toBe('4.5%');
    expect(feePercentText('0.0333')).toBe('3.33%');
  });
});

describe('openRequestsLabel', () => {
  it('counts the requests waiting for an answer in words', () => {
    expect(openRequestsLabel(0)).toBe('No requests waiting');
    expect(openRequestsLabel(1)).toBe('1 request waiting');
    expect(openRequestsLabel(3)).toBe('3 requests waiting');
  });
});
