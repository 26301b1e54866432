import { type QueueEntry, queueEntrySchema } from '@foodshare/contracts/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRead } from '../../../lib/api-client';
import { moderationKeys } from './moderation-keys';

/** GET /api/moderation/queue: flagged donations and reported items, most urgent first. */
export async function getModerationQueue(): Promise<QueueEntry[]> {
  return z.array(queueEntrySchema).parse(await apiRead('/api/moderation/queue'));
}

export function useModerationQueue() {
  return useQuery(queryOptions({ queryKey: moderationKeys.queue, queryFn: getModerationQueue }));
}
