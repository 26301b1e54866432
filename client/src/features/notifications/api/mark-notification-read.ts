import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client';
import { type NotificationInbox, notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/{id}/read. */
export async function markNotificationRead(id: string): Promise<void> {
  await apiWrite('POST', `/api/notifications/${encodeURIComponent(id)}/read`);
}

/** The inbox with one notification read: the badge goes down at once, before the server answers. */
export function withNotificationRead(inbox: NotificationInbox, id: string): NotificationInbox {
  const target = inbox.notifications.find((notification) => notification.id === id);
  if (!target || target.isRead) return inbox;
  return {
    notifications: inbox.notifications.map((notification) =>
      notification.id === id ? { ...notification, isRead: true } : notification,
    ),
    unread: Math.max(0, inbox.unread - 1),
  };
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      queryClient.setQueryData<NotificationInbox>(notificationsQueryKey, (inbox) =>
        inbox ? withNotificationRead(inbox, id) : inbox,
      );
    },
    // Right or wrong, the server's list is the truth (the write position makes it include this).
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
