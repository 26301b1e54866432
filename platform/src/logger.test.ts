import { describe, expect, it, vi } from 'vitest';
import { createLogger, lazyChildLogger } from './logger';

function capturingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    level,
    destination: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
  return { logger, lines };
}

describe("a request's logger made when it first logs", () => {
  it('makes no child for lines below the level, and logs with its bindings and redaction above it', () => {
    const { logger, lines } = capturingLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const request = lazyChildLogger(logger, { reqId: 'request-1' }, {});
    request.info('not written');
    request.debug({ firstName: 'Layla' }, 'not written either');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    request.warn({ person: { firstName: 'Layla' } }, 'written');
    request.error('written too');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 40, reqId: 'request-1', msg: 'written', person: { firstName: '[redacted]' } },
      { level: 50, reqId: 'request-1', msg: 'written too' },
    ]);
  });

  it("follows a change of the parent's level, and takes a route's own level from the start", () => {
    const { logger, lines } = capturingLogger('warn');
    const request = lazyChildLogger(logger, { reqId: 'request-2' }, {});
    logger.level = 'info';
    request.info('now written');
    const quiet = lazyChildLogger(logger, { reqId: 'request-3' }, { level: 'error' });
    quiet.warn('below the route level');
    expect(quiet.level).toBe('error');
    expect(lines).toMatchObject([{ reqId: 'request-2', msg: 'now written' }]);
  });
});
