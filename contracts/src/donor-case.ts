import { z } from 'zod';
import { appealGroundsSchema } from './casework-events';

/** Where an appeal stands (docs/product.md §18). */
export const APPEAL_STATUSES = ['open', 'upheld', 'overturned'] as const;
export const appealStatusSchema = z.enum(APPEAL_STATUSES);
export type AppealStatus = z.infer<typeof appealStatusSchema>;

/**
 * What the donor reads on their item in My Donations: why it came down, whether they may still
 * appeal (and until when), the appeal's outcome, and moderators' notes to them.
 */
export const donorCaseSchema = z.object({
  grounds: appealGroundsSchema.nullable(),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Until when an appeal is open to them; null when it is not (any more). */
  appealableUntil: z.string().nullable(),
  appeal: z
    .object({
      status: appealStatusSchema,
      lodgedAt: z.string(),
      reason: z.string().nullable(),
      decidedAt: z.string().nullable(),
      relisted: z.boolean().nullable(),
    })
    .nullable(),
  notes: z.array(z.object({ id: z.string().uuid(), text: z.string(), addedAt: z.string() })),
});
export type DonorCase = z.infer<typeof donorCaseSchema>;
