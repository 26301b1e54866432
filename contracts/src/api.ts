import { z } from 'zod';

/** Every error answer: a message a person can act on, and the field it is about where there is one. */
export const errorBodySchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Header and cookie that carry the global position of a write's events (read-your-writes). */
export const POSITION_HEADER = 'x-event-position';
export const POSITION_COOKIE = 'fs_pos';

export const uploadUrlAnswerSchema = z.object({ uploadURL: z.string() });
export type UploadUrlAnswer = z.infer<typeof uploadUrlAnswerSchema>;
