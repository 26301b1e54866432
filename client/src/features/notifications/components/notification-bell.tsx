import type { Notification } from '@foodshare/contracts/notifications';
import { Bell, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { type Formatters, useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { bellBadge, bellLabel, notificationTarget } from '../notification-format';
import { notificationWords } from '../notification-words';

/**
 * docs/product.md §2's bell for signed-in people: the unread count ('9+' above 9) and the 10 latest
 * notifications. The top bar follows the live stream (`useLiveNotifications`), so news arrives
 * without a reload.
 */
export function NotificationBell() {
  // The safety catalogue words the reasons a rejected or flagged donation's notification gives.
  const { t } = useTranslation(['notifications', 'errors', 'safety']);
  const inbox = useNotifications({ enabled: true });
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const unread = inbox.data?.unread ?? 0;
  const badge = bellBadge(unread);

  function open(notification: Notification) {
    if (!notification.isRead) markRead.mutate(notification.id);
    navigate(notificationTarget(notification));
  }

  return (
    <DropdownMenu
      onOpenChange={(isOpen) => {
        // Catches up even where the live stream is unavailable (a proxy that buffers it).
        if (isOpen) void inbox.refetch();
      }}
    >
      <DropdownMenuTrigger
        aria-label={bellLabel(t, unread)}
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
          <DropdownMenuLabel className="p-0 text-base font-bold">
            {t('bell.heading')}
          </DropdownMenuLabel>
          <span className="text-xs font-semibold text-muted-foreground">
            {unread > 0 ? t('bell.unread', { count: unread }) : t('bell.allRead')}
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
          {t('errors:notification.markAllRead')}
        </DropdownMenuItem>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="max-h-[min(28rem,65vh)] overflow-y-auto p-1">
          {inbox.isPending ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">
              {t('bell.loading')}
            </p>
          ) : inbox.isError ? (
            <p role="alert" className="px-3 py-6 text-center text-sm text-destructive">
              {errorMessage(inbox.error)}
            </p>
          ) : inbox.data.notifications.length === 0 ? (
            <p className="px-3 py-8 text-center text-sm text-muted-foreground">
              {t('errors:notification.empty')}
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

/** A fee rate ('0.0500') as a percentage: '5%', '٥٪'. */
function percentOf(format: Formatters) {
  return {
    percent: (rate: string) => {
      const value = Number(rate);
      return Number.isFinite(value)
        ? format.number(value, { style: 'percent', maximumFractionDigits: 2 })
        : rate;
    },
  };
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const format = useFormat();
  const words = notificationWords(
    t,
    i18n.resolvedLanguage ?? 'en',
    percentOf(format),
    notification,
  );
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
          {words.title}
          {unread ? <span className="sr-only">{t('bell.unreadMark')}</span> : null}
        </span>
        {words.message ? (
          <span className="line-clamp-3 text-sm leading-snug text-muted-foreground">
            {words.message.map((part, index) => (
              // The parts sit around the item's title, in a fixed order.
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
              <span key={index}>
                {index > 0 ? <bdi dir="auto">{words.item}</bdi> : null}
                {part}
              </span>
            ))}
          </span>
        ) : null}
        <span className="text-xs text-muted-foreground">
          {format.relative(notification.createdAt)}
        </span>
      </span>
    </DropdownMenuItem>
  );
}
