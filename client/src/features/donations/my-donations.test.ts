import { describe, expect, it } from 'vitest';
import { incomingRequest as request } from '../../testing/incoming-request-fixture';
import { changedHands, splitSalesFromDonations } from './my-donations';

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
