import { relativeAge } from '@foodshare/contracts/format';
import { NOTIFICATION_MESSAGES, type Notification } from '@foodshare/contracts/notifications';
import { Bell, CheckCheck } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useNotifications } from '../../api/get-notifications';
import { useMarkAllNotificationsRead } from '../../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../../api/mark-notification-read';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { bellBadge, bellLabel, notificationTarget } from './notification-format';

/**
 * SPEC §2's bell for signed-in people: the unread count ('9+' above 9) and the 10 latest
 * notifications. The top bar follows the live stream (`useLiveNotifications`), so news arrives
 * without a reload.
 */
export function NotificationBell() {
  const inbox = useNotifications({ enabled: true });
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const unread = inbox.data?.unread ?? 0;
  const badge = bellBadge(unread);

  function open(notification: Notification) {
    if (!notification.isRead) markRead.mutate(notification.id);
    navigate(notificationTarget(notification.type, notification.title));
  }

  return (
    <DropdownMenu
      onOpenChange={(isOpen) => {
        // Catches up even where the live stream is unavailable (a proxy that buffers it).
        if (isOpen) void inbox.refetch();
      }}
    >
      <DropdownMenuTrigger
        aria-label={bellLabel(unread)}
        className="relative flex size-10 shrink-0 items-center justify-center rounded-full text-foreground transition-colors hover:bg-secondary data-[state=open]:bg-secondary"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-none font-bold text-destructive-foreground ring-2 ring-background"
          >
            {badge}
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        collisionPadding={12}
        className="w-[min(24rem,calc(100vw-1.5rem))] p-0"
      >
        <div className="flex items-center justify-between gap-3 px-3 pt-3 pb-2">
          <DropdownMenuLabel className="p-0 text-base font-bold">Notifications</DropdownMenuLabel>
          <span className="text-xs font-semibold text-muted-foreground">
            {unread > 0 ? `${unread} unread` : 'All caught up'}
          </span>
        </div>
        <DropdownMenuItem
          disabled={unread === 0 || markAllRead.isPending}
          onSelect={(event) => {
            // Stays open, so the person sees every notification turn read.
            event.preventDefault();
            markAllRead.mutate();
          }}
          className="mx-1 mb-1 font-semibold text-primary"
        >
          <CheckCheck aria-hidden="true" />
          {NOTIFICATION_MESSAGES.markAllRead}
        </DropdownMenuItem>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="max-h-[min(28rem,65vh)] overflow-y-auto p-1">
          {inbox.isPending ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              Loading notifications…
            </p>
          ) : inbox.isError ? (
            <p role="alert" className="px-3 py-6 text-center text-sm text-destructive">
              {errorMessage(inbox.error)}
            </p>
          ) : inbox.data.notifications.length === 0 ? (
            <p className="px-3 py-8 text-center text-sm text-muted-foreground">
              {NOTIFICATION_MESSAGES.empty}
            </p>
          ) : (
            inbox.data.notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} />
            ))
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const unread = !notification.isRead;
  return (
    <DropdownMenuItem
      onSelect={() => onOpen(notification)}
      className={cn('items-start gap-3 px-3 py-2.5', unread && 'bg-secondary/50')}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          unread ? 'bg-primary' : 'bg-transparent',
        )}
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('text-sm leading-snug', unread ? 'font-bold' : 'font-semibold')}>
          {notification.title}
          {unread ? <span className="sr-only"> (unread)</span> : null}
        </span>
        {notification.message ? (
          <span className="line-clamp-3 text-sm leading-snug text-muted-foreground">
            {notification.message}
          </span>
        ) : null}
        <span className="text-xs text-muted-foreground">
          {relativeAge(new Date(notification.createdAt), new Date())}
        </span>
      </span>
    </DropdownMenuItem>
  );
}
