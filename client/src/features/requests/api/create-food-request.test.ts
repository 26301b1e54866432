import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { testsInLanguage } from '../../../testing/test-i18n';
import { createFoodRequest, requestFailureToast, requestSentToast } from './create-food-request';

const refusal = (status: number, message: string, field?: string) => {
  const body = { code: 'test.unknown', message, ...(field ? { field } : {}) };
  return new ApiError(status, JSON.stringify(body), body);
};

// The toasts' English words, the app's catalogues loaded as in the browser.
testsInLanguage('en');

describe('requestSentToast', () => {
  it("says 'Request Sent' for a request on a donation", () => {
    expect(requestSentToast({ intent: 'request', price: null, quantity: null })).toEqual({
      title: 'Request Sent',
      description: 'Your food request has been sent to the donor.',
    });
  });

  it('names the price to pay at pickup for a purchase', () => {
    expect(requestSentToast({ intent: 'purchase', price: '14.00', quantity: 1 })).toEqual({
      title: REQUEST_MESSAGES.purchaseSentTitle,
      description: 'The seller will confirm your purchase. Pay AED 14.00 at pickup.',
    });
  });

  it('names the total for the units bought', () => {
    expect(requestSentToast({ intent: 'purchase', price: '12.50', quantity: 2 })).toMatchObject({
      description: 'The seller will confirm your purchase. Pay AED 25.00 at pickup.',
    });
  });
});

describe('requestFailureToast', () => {
  it("says 'Not Available' when the item was taken meanwhile", () => {
    expect(requestFailureToast(refusal(409, DONATION_MESSAGES.notAvailable))).toMatchObject({
      title: 'Not Available',
      description: 'This food item is no longer available for requests',
    });
  });

  it("passes on the server's reason for any other refusal", () => {
    expect(requestFailureToast(refusal(409, DONATION_MESSAGES.alreadyRequested))).toMatchObject({
      title: 'Request Not Sent',
      description: DONATION_MESSAGES.alreadyRequested,
    });
    expect(requestFailureToast(refusal(400, REQUEST_MESSAGES.saleOnly, 'intent'))).toMatchObject({
      description: REQUEST_MESSAGES.saleOnly,
    });
    expect(requestFailureToast(refusal(403, DONATION_MESSAGES.ownItem))).toMatchObject({
      description: DONATION_MESSAGES.ownItem,
    });
  });

  it('asks to try again when the server failed or could not be reached (docs/product.md §12)', () => {
    const expected = {
      title: 'Error',
      description: 'Failed to send request. Please try again.',
    };
    expect(requestFailureToast(new TypeError('Failed to fetch'))).toMatchObject(expected);
    expect(requestFailureToast(refusal(500, 'Something went wrong on our side.'))).toMatchObject(
      expected,
    );
  });
});

describe('createFoodRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the purchase and answers its price', async () => {
    const answer = {
      id: '11111111-1111-4111-8111-111111111111',
      foodItemId: '22222222-2222-4222-8222-222222222222',
      status: 'pending',
      intent: 'purchase',
      price: '14.00',
      quantity: 2,
    };
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(JSON.stringify(answer), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const payload = {
      foodItemId: answer.foodItemId,
      message: 'Hello',
      intent: 'purchase' as const,
      quantity: 2,
    };
    await expect(createFoodRequest(payload)).resolves.toEqual(answer);
    expect(fetchMock).toHaveBeenCalledWith('/api/food-requests', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  });
});
