import { describe, it } from 'vitest';
import { z } from 'zod';
import { specification } from './decider-specification';
import { submitOnceDecider } from './submit-once';

const sentSchema = z.object({ type: z.literal('MessageSent'), data: z.object({ id: z.string() }) });
type Sent = z.infer<typeof sentSchema>;
const decider = submitOnceDecider(sentSchema);
const sent: Sent = { type: 'MessageSent', data: { id: 'a' } };

describe('a record submitted once (contact message, hub application, hub)', () => {
  it('is recorded the first time', () => {
    specification(decider)([]).when(sent).then([sent]);
  });

  it('is refused a second time', () => {
    specification(decider)([sent]).when(sent).thenThrows({ code: 'conflict' });
  });
});
