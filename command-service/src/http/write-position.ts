import { POSITION_COOKIE, POSITION_HEADER } from '@foodshare/contracts/api';
import {
  comparePositions,
  formatPosition,
  type Position,
} from '@foodshare/platform/event-store/event-store';
import type { FastifyReply } from 'fastify';

/**
 * Every write answer carries the global position of its events: in a header for API clients and
 * in a cookie so the same browser's next read waits until the projections have passed it.
 */
export function answerWithPosition(
  reply: FastifyReply,
  positions: readonly (Position | null | undefined)[],
): void {
  const latest = positions
    .filter((position): position is Position => !!position)
    .sort(comparePositions)
    .at(-1);
  if (!latest) return;
  const text = formatPosition(latest);
  reply.header(POSITION_HEADER, text);
  reply.setCookie(POSITION_COOKIE, text, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 60,
  });
}
