/**
 * How many pickups a member missed since a moment (docs/product.md §10: three in 30 days make
 * their new requests wait). The read side keeps the no-shows, so the command side asks this port
 * and reads no read model; the composition root hands one in.
 */
export interface NoShowCounts {
  since(userId: string, since: Date): Promise<number>;
}
