import { describe, expect, it } from 'vitest';
import { describeWait, limitReachedMessage, parseLimitList } from './limits';

describe('limits', () => {
  it('read as an operator writes them', () => {
    expect(parseLimitList('20/1h, 100/28d')).toEqual([
      { max: 20, seconds: 3600 },
      { max: 100, seconds: 28 * 86_400 },
    ]);
    expect(parseLimitList('off')).toEqual([]);
    for (const bad of ['', '20', '20/h', '0/1h', 'twenty/1h', '20/1w'])
      expect(parseLimitList(bad)).toBeNull();
  });

  it('say when to try again, never too early', () => {
    expect(describeWait(1)).toBe('in 1 minute');
    expect(describeWait(61)).toBe('in 2 minutes');
    expect(describeWait(3600)).toBe('in 1 hour');
    expect(describeWait(3601)).toBe('in 2 hours');
    expect(describeWait(27 * 86_400 + 5)).toBe('in 28 days');
    expect(limitReachedMessage('donation', { max: 20, seconds: 3600 }, 700)).toBe(
      'You have reached the limit of 20 donations in an hour. You can post another donation in 12 minutes.',
    );
  });

  it('say "1 donation" for a limit of one', () => {
    expect(limitReachedMessage('donation', { max: 1, seconds: 3600 }, 700)).toBe(
      'You have reached the limit of 1 donation in an hour. You can post another donation in 12 minutes.',
    );
    expect(limitReachedMessage('hub-application', { max: 1, seconds: 86_400 }, 60)).toBe(
      'You have reached the limit of 1 hub application in 1 day. You can apply again in 1 minute.',
    );
  });
});
