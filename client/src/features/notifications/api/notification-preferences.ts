import {
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '@foodshare/contracts/push';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { apiRead, apiWrite, errorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { notificationsQueryKey } from './get-notifications';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** GET /api/notification-preferences: what reaches the member where, and their quiet hours. */
export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return notificationPreferencesSchema.parse(await apiRead('/api/notification-preferences'));
}

export function useNotificationPreferences() {
  return useQuery(
    queryOptions({
      queryKey: notificationPreferencesQueryKey,
      queryFn: getNotificationPreferences,
    }),
  );
}

/** PUT /api/notification-preferences. */
export async function saveNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const response = await apiWrite('PUT', '/api/notification-preferences', preferences);
  return notificationPreferencesSchema.parse(await response.json());
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(notificationPreferencesQueryKey, saved);
      toast({
        title: i18n.t('common:toast.success'),
        description: i18n.t('notifications:settings.saved'),
      });
      // What the bell lists follows the in-app choices.
      await queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: i18n.t('common:toast.error'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
