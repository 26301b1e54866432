import { POSITION_COOKIE, POSITION_HEADER } from '@foodshare/contracts/api';
import { type Position, parsePosition } from '@foodshare/platform/event-store/event-store';
import { waitForProjections } from '@foodshare/platform/read-your-writes';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { QueryServiceDeps } from './deps';

/** The last write position this reader was given: header for API clients, cookie for browsers. */
function readerPosition(request: FastifyRequest): Position | null {
  const header = request.headers[POSITION_HEADER];
  const text = typeof header === 'string' ? header : request.cookies[POSITION_COOKIE];
  return text ? parsePosition(text) : null;
}

/** A pre-handler that holds a read (bounded) until the projections it needs have caught up. */
export function readYourWrites(
  deps: QueryServiceDeps,
  projections: readonly string[],
): preHandlerAsyncHookHandler {
  return async (request) => {
    const position = readerPosition(request);
    if (!position) return;
    const caughtUp = await waitForProjections(deps.db, projections, position, {
      timeoutMs: deps.readYourWritesTimeoutMs,
    });
    if (!caughtUp)
      request.log.warn(
        { projections, position: String(position.commit) },
        'read served before projections caught up',
      );
  };
}
