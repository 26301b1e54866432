import { describe, it } from 'vitest';
import { specification } from './decider-specification';
import { submitOnceDecider } from './submit-once';

type Sent = { type: 'MessageSent'; data: { id: string } };
const decider = submitOnceDecider<Sent>((recorded) => ({
  type: 'MessageSent',
  data: recorded.data as { id: string },
}));
const sent: Sent = { type: 'MessageSent', data: { id: 'a' } };

describe('a record submitted once (contact message, hub application, hub)', () => {
  it('is recorded the first time', () => {
    specification(decider)([]).when(sent).then([sent]);
  });

  it('is refused a second time', () => {
    specification(decider)([sent]).when(sent).thenThrows({ code: 'conflict' });
  });
});
