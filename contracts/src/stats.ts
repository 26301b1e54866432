import { z } from 'zod';

/** GET /api/stats (docs/product.md §3 Stats). */
export const statsSchema = z.object({
  totalDonations: z.number().int(),
  activeDonors: z.number().int(),
  totalUsers: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;
