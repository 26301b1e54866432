import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client';
import { type NotificationInbox, notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/read-all: every notification the person has now; later ones stay unread. */
export async function markAllNotificationsRead(): Promise<void> {
  await apiWrite('POST', '/api/notifications/read-all');
}

export function withAllNotificationsRead(inbox: NotificationInbox): NotificationInbox {
  return {
    notifications: inbox.notifications.map((notification) =>
      notification.isRead ? notification : { ...notification, isRead: true },
    ),
    unread: 0,
  };
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      queryClient.setQueryData<NotificationInbox>(notificationsQueryKey, (inbox) =>
        inbox ? withAllNotificationsRead(inbox) : inbox,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
