import { type FoodEvent, foodStreamId } from '@foodshare/contracts/food-events';
import type { RequestStatus } from '@foodshare/contracts/requests';
import type { JobCause } from '@foodshare/platform/jobs/food-jobs';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import {
  PICKUP_REMINDER_JOB,
  type PickupReminderJobData,
  pickupReminderJobId,
} from '@foodshare/platform/jobs/pickup-jobs';
import type { AppDatabase } from '@foodshare/read-models/database';
import { pickupRemindersSchema } from '@foodshare/read-models/pickup-reminders';
import type { Kysely, Transaction } from 'kysely';
import { defineProjection, type ProjectedEvent, type Projection } from '../projection';
import {
  type PlannedReminder,
  planReminders,
  type RequestsAfter,
  reservationReminders,
  STALE_AFTER_MS,
  unansweredReminders,
} from './pickup-reminder-plan';

type Db = Transaction<AppDatabase>;
type FoodProjected = ProjectedEvent & FoodEvent & { data: { itemId: string } };

/** Where a request stands once the event is counted, as far as reminders care. */
const STATUS_AFTER: Partial<Record<FoodEvent['type'], RequestStatus>> = {
  RequestAccepted: 'approved',
  RequestDeclined: 'declined',
  RequestCancelled: 'cancelled',
  ReservationReleased: 'cancelled',
  ItemCollected: 'collected',
};

/**
 * The pickup reminders (docs/product.md §10): as a reservation is made, its taker's reminders
 * (30 minutes before the window opens, and when it is half over) and the donor's at its close;
 * as a request arrives, the donor's an hour before the end. Each is a delayed job with a
 * deterministic id, cancelled by the event that makes it moot (a cancel, a release, a handover,
 * the end of the window, a withdrawal); the job re-checks the item when it runs. It remembers
 * each item's window and its requests' statuses in tables of its own.
 */
export function pickupRemindersProcessManager(jobs: JobQueue, now: () => Date): Projection {
  async function apply(event: FoodProjected, db: Db): Promise<void> {
    const { itemId } = event.data;
    const requestId = 'requestId' in event.data ? event.data.requestId : undefined;
    const status = STATUS_AFTER[event.type];
    if (event.type === 'ItemRequested' && requestId)
      await db
        .insertInto('pickup_reminder_requests')
        .values({ request_id: requestId, item_id: itemId, status: 'pending' })
        .onConflict((conflict) => conflict.column('request_id').doNothing())
        .execute();
    else if (status && requestId)
      await db
        .updateTable('pickup_reminder_requests')
        .set({ status })
        .where('request_id', '=', requestId)
        .execute();
    const item = await db
      .selectFrom('pickup_reminder_items')
      .selectAll()
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    const requests = await db
      .selectFrom('pickup_reminder_requests')
      .select(['request_id', 'status'])
      .where('item_id', '=', itemId)
      .execute();
    const after: RequestsAfter = {
      pending: requests.filter((each) => each.status === 'pending').length,
      reserved: requests
        .filter((each) => each.status === 'approved')
        .map((each) => each.request_id),
    };
    const window = item
      ? {
          pickupFrom: new Date(item.pickup_from),
          pickupUntil: item.pickup_until && new Date(item.pickup_until),
        }
      : undefined;
    const plan = planReminders(event, window, after, now());
    for (const reminder of plan.cancel)
      await jobs.cancel(
        PICKUP_REMINDER_JOB,
        pickupReminderJobId(itemId, reminder.kind, reminder.requestId),
      );
    for (const reminder of plan.schedule)
      await scheduleReminder(jobs, itemId, reminder, reminderCause(event), now());
  }

  const handle = (event: ProjectedEvent, db: Db) => apply(event as FoodProjected, db);
  return defineProjection({
    name: 'pickup-reminders',
    version: 1,
    ...pickupRemindersSchema,
    on: {
      async DonationSubmitted({ data }, db) {
        await db
          .insertInto('pickup_reminder_items')
          .values({
            item_id: data.itemId,
            pickup_from: new Date(data.pickupFrom),
            pickup_until: data.pickupUntil ? new Date(data.pickupUntil) : null,
          })
          .onConflict((conflict) => conflict.column('item_id').doNothing())
          .execute();
      },
      ItemRequested: handle,
      RequestAccepted: handle,
      RequestDeclined: handle,
      RequestCancelled: handle,
      ReservationReleased: handle,
      ItemCollected: handle,
      ItemExpired: handle,
      ItemWithdrawn: handle,
      ItemTakenDown: handle,
    },
  });
}

const reminderCause = (event: ProjectedEvent): JobCause => ({
  correlationId: event.metadata.correlationId,
  causationId: event.id,
  streamId: event.streamId,
});

/** One reminder as a delayed job, under its deterministic id: scheduling it again is harmless. */
async function scheduleReminder(
  jobs: JobQueue,
  itemId: string,
  reminder: PlannedReminder,
  cause: JobCause,
  now: Date,
): Promise<void> {
  await jobs.add<PickupReminderJobData>(
    PICKUP_REMINDER_JOB,
    {
      itemId,
      kind: reminder.kind,
      requestId: reminder.requestId,
      dueAt: reminder.dueAt.toISOString(),
      ...cause,
    },
    {
      jobId: pickupReminderJobId(itemId, reminder.kind, reminder.requestId),
      delayMs: Math.max(0, reminder.dueAt.getTime() - now.getTime()),
    },
  );
}

/**
 * On start, the reminders still to come are scheduled again from the process manager's tables,
 * so a Redis that lost its delayed jobs, or the in-process queue's memory, loses none: each
 * reservation's, and the donor's for items with requests unanswered. The ids are deterministic
 * (one still queued is not doubled), and a reminder already sent records nothing when its job runs
 * again. Answers how many were scheduled.
 */
export async function reconcilePickupReminders(deps: {
  db: Kysely<AppDatabase>;
  jobs: JobQueue;
  now: () => Date;
}): Promise<number> {
  const now = deps.now();
  const open = await deps.db
    .selectFrom('pickup_reminder_requests as request')
    .innerJoin('pickup_reminder_items as item', 'item.item_id', 'request.item_id')
    .select([
      'item.item_id',
      'item.pickup_from',
      'item.pickup_until',
      'request.request_id',
      'request.status',
    ])
    .where('request.status', 'in', ['pending', 'approved'])
    .where((where) =>
      where.or([
        where('item.pickup_until', 'is', null),
        where('item.pickup_until', '>=', new Date(now.getTime() - STALE_AFTER_MS)),
      ]),
    )
    .orderBy('item.item_id')
    .execute();
  let scheduled = 0;
  const unansweredFor = new Set<string>();
  for (const row of open) {
    const window = {
      pickupFrom: new Date(row.pickup_from),
      pickupUntil: row.pickup_until && new Date(row.pickup_until),
    };
    const cause: JobCause = {
      correlationId: '',
      causationId: `reconcile:${row.request_id}`,
      streamId: foodStreamId(row.item_id),
    };
    const reminders =
      row.status === 'approved'
        ? reservationReminders(row.request_id, window, now)
        : unansweredFor.has(row.item_id)
          ? []
          : unansweredReminders(window, now);
    if (row.status === 'pending') unansweredFor.add(row.item_id);
    for (const reminder of reminders) {
      await scheduleReminder(deps.jobs, row.item_id, reminder, cause, now);
      scheduled += 1;
    }
  }
  return scheduled;
}
