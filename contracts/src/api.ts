import { z } from 'zod';

/** Every error answer: a message a person can act on, and the field it is about where there is one. */
/** A message's stable code and values (`contracts/src/messages.ts`): what clients translate by. */
const codedMessage = {
  message: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.string()).optional(),
};

export const errorBodySchema = z.object({
  ...codedMessage,
  field: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), ...codedMessage })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Header and cookie that carry the global position of a write's events (read-your-writes). */
export const POSITION_HEADER = 'x-event-position';
export const POSITION_COOKIE = 'fs_pos';

export const uploadUrlAnswerSchema = z.object({ uploadURL: z.string() });
export type UploadUrlAnswer = z.infer<typeof uploadUrlAnswerSchema>;
