import { NOTIFICATION_TYPES, type NotificationType } from '@foodshare/contracts/notifications';
import { isUrgent, type PushPayload, type QuietHours } from '@foodshare/contracts/push';
import { pushSendAt } from '@foodshare/contracts/quiet-hours';
import { formatPosition, parsePosition } from '@foodshare/platform/event-store/event-store';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import {
  PUSH_FAN_OUT_JOB,
  PUSH_SEND_JOB,
  type PushFanOutJobData,
  type PushSendJobData,
  pushFanOutJobId,
  pushSendJobId,
} from '@foodshare/platform/jobs/push-jobs';
import { uuidFromHash } from '@foodshare/platform/stable-id';
import type { AppDatabase } from '@foodshare/read-models/database';
import { projectionProgress } from '@foodshare/read-models/progress';
import type { Kysely } from 'kysely';
import type { Projection } from '../projection';
import { NOTIFICATIONS_SINCE } from '../projections/notification-statements';
import { notificationsProjection } from '../projections/notifications';

/** The notifications projection's events that cause no notification. */
const SILENT = new Set([
  'DonationSubmitted',
  'NotificationRead',
  'AllNotificationsRead',
  'UserDeleted',
]);

/** The events that may cause notifications: those the notifications read model words. */
const NOTIFYING: ReadonlySet<string> = new Set(
  [...(notificationsProjection.eventTypes ?? [])].filter((type) => !SILENT.has(type)),
);

/**
 * Older news is not pushed: a process manager that starts from the log's beginning (its first
 * start, a rebuild) passes over what happened before it was running.
 */
const FRESH_MS = 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id an event's data names at its top level: among them, whom it concerns. */
function namedIds(data: unknown): string[] {
  if (typeof data !== 'object' || data === null) return [];
  return Object.values(data).filter(
    (value): value is string => typeof value === 'string' && UUID.test(value),
  );
}

/** How long a fan-out waits for the read models to pass its event before it is retried. */
const READ_MODELS_WAIT_MS = 30_000;

/** The read models the fan-out reads: the notifications, and who has push where. */
const FAN_OUT_READS = ['notifications', 'notification-settings'] as const;

/**
 * Push (docs/product.md §14), from the side that writes notifications: for each event that may
 * have caused some, a fan-out job, which (once the read models have passed the event) sends each
 * of the event's notifications to each device of its person who wants that kind by push, at once
 * or when their quiet hours end. Job ids are deterministic: one fan-out per event, one send per
 * notification and device.
 */
export function pushDeliveryProcessManager(jobs: JobQueue, now: () => Date): Projection {
  return {
    name: 'push-delivery',
    version: 1,
    tables: [],
    async createTables() {},
    eventTypes: NOTIFYING,
    async applyBatch(events) {
      const since = now().getTime() - FRESH_MS;
      for (const event of events) {
        if (!NOTIFYING.has(event.type)) continue;
        if (event.createdAt.getTime() < since || event.createdAt < NOTIFICATIONS_SINCE) continue;
        const itemId = (event.data as { itemId?: unknown } | null)?.itemId;
        if (typeof itemId !== 'string') continue;
        await jobs.add<PushFanOutJobData>(
          PUSH_FAN_OUT_JOB,
          {
            itemId,
            people: namedIds(event.data),
            position: formatPosition(event.position),
            correlationId: event.metadata.correlationId,
            causationId: event.id,
            streamId: event.streamId,
          },
          { jobId: pushFanOutJobId(event.id) },
        );
      }
    },
  };
}

/** The fan-out's worker: it reads the read models, so it runs on the projection side. */
export function registerPushFanOut(jobs: JobQueue, db: Kysely<AppDatabase>, now: () => Date): void {
  const progress = projectionProgress(db);
  jobs.process<PushFanOutJobData>(PUSH_FAN_OUT_JOB, async ({ data }) => {
    const position = parsePosition(data.position);
    if (!position) throw new Error(`Not a position: ${data.position}`);
    const passed = await progress.waitUntilPassed(FAN_OUT_READS, position, {
      timeoutMs: READ_MODELS_WAIT_MS,
    });
    if (!passed) throw new Error('The read models have not yet passed the event');
    // The event's notifications, by their ids: each derives from the event, its recipient and
    // its type, and a recipient is someone the event names, the item's donor or a requester.
    const [item, requesters] = await Promise.all([
      db
        .selectFrom('notification_items')
        .select('donor_id')
        .where('id', '=', data.itemId)
        .executeTakeFirst(),
      db
        .selectFrom('notification_requests')
        .select('requester_id')
        .where('item_id', '=', data.itemId)
        .execute(),
    ]);
    const people = new Set([
      ...(data.people ?? []),
      ...(item ? [item.donor_id] : []),
      ...requesters.map((row) => row.requester_id),
    ]);
    const ids = [...people].flatMap((userId) =>
      NOTIFICATION_TYPES.map((type) => uuidFromHash(data.causationId, userId, type)),
    );
    const notices = await db
      .selectFrom('notifications')
      .select(['id', 'user_id', 'type', 'title', 'message', 'params', 'related_item_id'])
      .where('id', 'in', ids)
      .where('is_read', '=', false)
      .execute();
    for (const notice of notices) {
      const [devices, preferences] = await Promise.all([
        db
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', notice.user_id)
          .execute(),
        db
          .selectFrom('notification_preferences')
          .select(['push_muted', 'quiet_hours'])
          .where('user_id', '=', notice.user_id)
          .executeTakeFirst(),
      ]);
      if (devices.length === 0) continue;
      if (preferences?.push_muted.includes(notice.type)) continue;
      const type: NotificationType = notice.type;
      const at = now();
      const quiet = (preferences?.quiet_hours ?? null) as QuietHours | null;
      const delayMs = Math.max(0, pushSendAt(type, quiet, at).getTime() - at.getTime());
      const payload: PushPayload = {
        notificationId: notice.id,
        type,
        title: notice.title,
        message: notice.message,
        params: notice.params as PushPayload['params'],
        relatedItemId: notice.related_item_id,
      };
      for (const device of devices)
        await jobs.add<PushSendJobData>(
          PUSH_SEND_JOB,
          {
            userId: notice.user_id,
            subscriptionId: device.id,
            notificationId: notice.id,
            payload: JSON.stringify(payload),
            urgent: isUrgent(type),
            correlationId: data.correlationId,
            causationId: data.causationId,
            ...(data.streamId ? { streamId: data.streamId } : {}),
          },
          { jobId: pushSendJobId(notice.id, device.id), delayMs },
        );
    }
  });
}
