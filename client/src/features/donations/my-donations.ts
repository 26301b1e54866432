import type { MyDonation } from '@foodshare/contracts/food-items';

/** Something of it changed hands or is held: it cannot be deleted, only hidden from the list. */
export function changedHands(donation: Pick<MyDonation, 'requests'>): boolean {
  return donation.requests.some(
    (request) => request.status === 'approved' || request.status === 'collected',
  );
}

/** A business's offers for sale apart from its free donations, each newest first. */
export function splitSalesFromDonations<Item extends Pick<MyDonation, 'isMarketplace'>>(
  items: readonly Item[],
): { sales: Item[]; donations: Item[] } {
  return {
    sales: items.filter((item) => item.isMarketplace),
    donations: items.filter((item) => !item.isMarketplace),
  };
}
