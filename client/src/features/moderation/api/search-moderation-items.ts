import { type ModerationItem, moderationItemSchema } from '@foodshare/contracts/moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRead, withQuery } from '../../../lib/api-client';
import { moderationKeys } from './moderation-keys';

/** GET /api/moderation/food-items: every item, whatever became of it, by title, donor or id. */
export async function searchModerationItems(search: string): Promise<ModerationItem[]> {
  return z
    .array(moderationItemSchema)
    .parse(await apiRead(withQuery('/api/moderation/food-items', { search: search || null })));
}

export function useModerationItems(search: string) {
  return useQuery(
    queryOptions({
      queryKey: moderationKeys.items(search),
      queryFn: () => searchModerationItems(search),
      placeholderData: keepPreviousData,
    }),
  );
}
