import type { QueryClient } from '@tanstack/react-query';
import { foodItemsKeys } from '../../donations/api/get-food-items';
import { notificationsQueryKey } from '../../notifications/api/get-notifications';

/** The staff area's query keys: a moderator's action refreshes every one of them. */
export const moderationKeys = {
  all: ['moderation'] as const,
  queue: ['moderation', 'queue'] as const,
  items: (search: string) => ['moderation', 'items', search] as const,
  history: (itemId: string) => ['moderation', 'history', itemId] as const,
  hubApplications: ['moderation', 'hub-applications'] as const,
  contactMessages: ['moderation', 'contact-messages'] as const,
  audit: (filter: object) => ['moderation', 'audit', filter] as const,
};

/** After a moderator acts: the staff lists and the public lists the action changed. */
export async function refreshAfterModeration(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [moderationKeys.all, foodItemsKeys.all, notificationsQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
