import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { describeError } from './parking';
import { isInfrastructureFailure, sleep } from './resilience';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('what parks a projection', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', withCode('terminating connection', '57P01')],
    ['a deadlock', withCode('deadlock detected', '40P01')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['Redis gone', new Error('Connection is closed.')],
    ['a cause further down', new Error('job not scheduled', { cause: withCode('x', 'ETIMEDOUT') })],
  ])('never %s: it is waited out', (_, error) => {
    expect(isInfrastructureFailure(error)).toBe(true);
  });

  it.each([
    [
      'text PostgreSQL cannot hold',
      withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021'),
    ],
    ['a broken constraint', withCode('violates check constraint', '23514')],
    ['a handler bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s: the event is at fault', (_, error) => {
    expect(isInfrastructureFailure(error)).toBe(false);
  });

  it('describes an error with its SQLSTATE and shows a NUL rather than hiding it', () => {
    expect(describeError(withCode('bad \u0000 byte', '22021'))).toBe('22021: bad \\u0000 byte');
    expect(describeError('x'.repeat(600))).toHaveLength(501);
  });
});

describe('a poller sleeping on one signal', () => {
  it('leaves no listener behind on it, however often it wakes', async () => {
    const controller = new AbortController();
    for (let wait = 0; wait < 20; wait++) await sleep(0, controller.signal);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    const waiting = sleep(60_000, controller.signal);
    controller.abort();
    await waiting;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});
