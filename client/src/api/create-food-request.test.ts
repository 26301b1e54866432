import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { requestFailureToast } from './create-food-request';

const conflict = (message: string) => new ApiError(409, JSON.stringify({ message }), { message });

describe('requestFailureToast', () => {
  it("says 'Not Available' when the item was taken meanwhile", () => {
    expect(requestFailureToast(conflict(DONATION_MESSAGES.notAvailable))).toMatchObject({
      title: 'Not Available',
      description: 'This food item is no longer available for requests',
    });
  });

  it("passes on the server's reason for any other conflict", () => {
    expect(requestFailureToast(conflict(DONATION_MESSAGES.alreadyRequested))).toMatchObject({
      title: 'Request Not Sent',
      description: DONATION_MESSAGES.alreadyRequested,
    });
  });

  it('asks to try again on any other failure (SPEC §8)', () => {
    expect(requestFailureToast(new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Error',
      description: 'Failed to send request. Please try again.',
    });
  });
});
