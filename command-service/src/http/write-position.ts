import { POSITION_COOKIE, POSITION_HEADER } from '@foodshare/contracts/api';
import { comparePositions, type Position } from '@foodshare/platform/event-store/event-store';
import { signPosition } from '@foodshare/platform/read-your-writes-token';
import type { FastifyReply } from 'fastify';

/**
 * Every write answer carries the global position of its events: in a header for API clients and
 * in a cookie so the same browser's next read waits until the projections have passed it. The
 * position is signed with `secret`: reads wait only for positions the server handed out.
 */
export function answerWithPosition(
  reply: FastifyReply,
  positions: readonly (Position | null | undefined)[],
  secret: string,
): void {
  const latest = positions
    .filter((position): position is Position => !!position)
    .sort(comparePositions)
    .at(-1);
  if (!latest) return;
  const token = signPosition(latest, secret);
  reply.header(POSITION_HEADER, token);
  reply.setCookie(POSITION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 60,
  });
}
