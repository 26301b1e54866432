import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { testsInLanguage } from '../../../testing/test-i18n';
import { acceptFoodRequest, requestActionUrl } from './accept-food-request';
import { confirmHandover, isPickupCodeError } from './confirm-handover';
import { declineFoodRequest } from './decline-food-request';
import { requestActionFailureToast } from './request-action-failure';

const ITEM = '22222222-2222-4222-8222-222222222222';
const REQUEST = '11111111-1111-4111-8111-111111111111';

function answering(body: unknown) {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockImplementation(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());
// The toasts' English words, the app's catalogues loaded as in the browser.
testsInLanguage('en');

describe('request actions', () => {
  it('address the request within its item', () => {
    expect(requestActionUrl({ itemId: ITEM, requestId: REQUEST }, 'accept')).toBe(
      `/api/food-items/${ITEM}/requests/${REQUEST}/accept`,
    );
  });

  it('accept sends no body', async () => {
    const fetchMock = answering({ requestId: REQUEST, status: 'approved' });
    await acceptFoodRequest({ itemId: ITEM, requestId: REQUEST });
    expect(fetchMock).toHaveBeenCalledWith(`/api/food-items/${ITEM}/requests/${REQUEST}/accept`, {
      method: 'POST',
      credentials: 'include',
    });
  });

  it('decline sends the note when there is one, and no body otherwise', async () => {
    const fetchMock = answering({ requestId: REQUEST, status: 'declined' });
    await declineFoodRequest({ itemId: ITEM, requestId: REQUEST, note: '  Gone, sorry  ' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ body: '{"note":"Gone, sorry"}' });
    await declineFoodRequest({ itemId: ITEM, requestId: REQUEST, note: '   ' });
    expect(fetchMock.mock.calls[1]?.[1]).toEqual({ method: 'POST', credentials: 'include' });
  });

  it('handover sends the pickup code to the item', async () => {
    const fetchMock = answering({ itemId: ITEM, status: 'collected' });
    await confirmHandover({ itemId: ITEM, pickupCode: '042917' });
    expect(fetchMock).toHaveBeenCalledWith(`/api/food-items/${ITEM}/handover`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"pickupCode":"042917"}',
    });
  });
});

describe('isPickupCodeError', () => {
  it('recognises the wrong-code answer, which the form shows under the field', () => {
    const body = {
      code: 'test.unknown',
      message: REQUEST_MESSAGES.wrongPickupCode,
      field: 'pickupCode',
    };
    expect(isPickupCodeError(new ApiError(400, JSON.stringify(body), body))).toBe(true);
  });

  it('leaves any other failure to a toast', () => {
    const body = { code: 'test.unknown', message: REQUEST_MESSAGES.notReserved };
    expect(isPickupCodeError(new ApiError(409, JSON.stringify(body), body))).toBe(false);
    expect(isPickupCodeError(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('requestActionFailureToast', () => {
  it("gives the server's reason for a refusal", () => {
    const body = { code: 'test.unknown', message: REQUEST_MESSAGES.alreadyReserved };
    expect(requestActionFailureToast('Request not accepted', new ApiError(409, '', body))).toEqual({
      title: 'Request not accepted',
      description: REQUEST_MESSAGES.alreadyReserved,
      variant: 'destructive',
    });
  });

  it('asks to try again when the server failed', () => {
    const body = { code: 'test.unknown', message: 'Something went wrong on our side.' };
    expect(
      requestActionFailureToast('Request not accepted', new ApiError(503, '', body)).description,
    ).toBe('Something went wrong. Please try again.');
  });
});
