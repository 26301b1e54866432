import { POSITION_COOKIE, POSITION_HEADER } from '@foodshare/contracts/api';
import { comparePositions, type Position } from '@foodshare/platform/event-store/event-store';
import { verifyPositionToken } from '@foodshare/platform/read-your-writes-token';
import type { ProjectionName } from '@foodshare/read-models/names';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { QueryServiceDeps } from './deps';
import { allPassed } from './standings';

/** Each request's position, verified once (its signature is an HMAC). */
const verified = new WeakMap<FastifyRequest, Position | null>();

/**
 * Tokens found genuine, by secret and token: a reader sends the same one back on every read
 * until its next write. A MAC is a function of the text and the secret alone, so a remembered
 * verdict is the one it would compute again; forged tokens are not remembered.
 */
const genuine = new LRUCache<string, Position>({ max: 10_000 });

function verifiedToken(token: string, secret: string): Position | null {
  const key = `${secret}\n${token}`;
  const known = genuine.get(key);
  if (known) return known;
  const position = verifyPositionToken(token, secret);
  if (position) genuine.set(key, position);
  return position;
}

/**
 * The last write position this reader was given: header for API clients, cookie for browsers.
 * Only a position the command side signed counts; anything else is ignored, so a made-up
 * far-future position cannot hold reads (and the database) for the whole bound.
 */
export function readerPosition(request: FastifyRequest, secret: string): Position | null {
  const header = request.headers[POSITION_HEADER];
  const token = typeof header === 'string' ? header : request.cookies[POSITION_COOKIE];
  // Most readers hold none: nothing to verify or remember for them.
  if (!token) return null;
  const known = verified.get(request);
  if (known !== undefined) return known;
  const position = verifiedToken(token, secret);
  if (!position) request.log.debug('unsigned or forged write position ignored');
  verified.set(request, position);
  return position;
}

/**
 * Per progress (one per process): the furthest position each projection is known to have
 * passed. A live projection's checkpoint never moves back (a rebuilt generation goes live only
 * once caught up), so a reader whose write lies at or before it needs no look-up at all.
 */
const knownPassed = new WeakMap<object, Map<ProjectionName, Position>>();

/** A pre-handler that holds a read (bounded) until the projections it needs have caught up. */
export function readYourWrites(
  deps: QueryServiceDeps,
  projections: readonly ProjectionName[],
): preHandlerHookHandler {
  let known = knownPassed.get(deps.progress);
  if (!known) {
    known = new Map();
    knownPassed.set(deps.progress, known);
  }
  const passed = known;
  async function wait(request: FastifyRequest, position: Position): Promise<void> {
    const caughtUp = await deps.progress.waitUntilPassed(projections, position, {
      timeoutMs: deps.readYourWritesTimeoutMs,
    });
    if (caughtUp)
      for (const name of projections) {
        const before = passed.get(name);
        if (!before || comparePositions(before, position) < 0) passed.set(name, position);
      }
    else
      request.log.warn(
        { projections, position: String(position.commit) },
        'read served before projections caught up',
      );
  }
  // Not async: a reader with no write to wait for (nearly every read) costs no promise.
  return (request, _reply, done) => {
    const position = readerPosition(request, deps.signingSecret);
    if (!position || allPassed(projections, position, (name) => passed.get(name))) done();
    else wait(request, position).then(() => done(), done);
  };
}
