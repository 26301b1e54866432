/**
 * How many of a person's donations have changed hands: the `donationCount` of every user
 * answer (docs/product.md §3). The read side keeps that count, so the command side asks this
 * port and reads no read model; the composition root hands one in.
 */
export interface DonationCounts {
  of(userId: string): Promise<number>;
}
