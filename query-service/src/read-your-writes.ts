import { POSITION_COOKIE, POSITION_HEADER } from '@foodshare/contracts/api';
import type { Position } from '@foodshare/platform/event-store/event-store';
import { verifyPositionToken } from '@foodshare/platform/read-your-writes-token';
import type { ProjectionName } from '@foodshare/projection-service/read-models';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { QueryServiceDeps } from './deps';

/**
 * The last write position this reader was given: header for API clients, cookie for browsers.
 * Only a position the command side signed counts; anything else is ignored, so a made-up
 * far-future position cannot hold reads (and the database) for the whole bound.
 */
function readerPosition(request: FastifyRequest, secret: string): Position | null {
  const header = request.headers[POSITION_HEADER];
  const token = typeof header === 'string' ? header : request.cookies[POSITION_COOKIE];
  if (!token) return null;
  const position = verifyPositionToken(token, secret);
  if (!position) request.log.debug('unsigned or forged write position ignored');
  return position;
}

/** A pre-handler that holds a read (bounded) until the projections it needs have caught up. */
export function readYourWrites(
  deps: QueryServiceDeps,
  projections: readonly ProjectionName[],
): preHandlerAsyncHookHandler {
  return async (request) => {
    const position = readerPosition(request, deps.signingSecret);
    if (!position) return;
    const caughtUp = await deps.progress.waitUntilPassed(projections, position, {
      timeoutMs: deps.readYourWritesTimeoutMs,
    });
    if (!caughtUp)
      request.log.warn(
        { projections, position: String(position.commit) },
        'read served before projections caught up',
      );
  };
}
