import { randomUUID } from 'node:crypto';
import { createKysely } from '@foodshare/platform/database/connection';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { pickupReminderJobId } from '@foodshare/platform/jobs/pickup-jobs';
import { createTestDatabase, type TestDatabase } from '@foodshare/platform/testing/test-database';
import type { AppDatabase } from '@foodshare/read-models/database';
import { pickupRemindersSchema } from '@foodshare/read-models/pickup-reminders';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reconcilePickupReminders } from './pickup-reminders';

const at = (time: string) => new Date(`2026-11-21T${time}:00.000Z`);
/** 14:00 in Dubai; tonight's window is 20:00–21:30 there. */
const NOW = at('10:00');
let database: TestDatabase;
let db: Kysely<AppDatabase>;
beforeEach(async () => {
  database = await createTestDatabase();
  db = createKysely<AppDatabase>(database.pool);
  await pickupRemindersSchema.createTables(db as Kysely<unknown>);
});
afterEach(() => database.close());

async function item(window: { from: Date; until: Date | null }, requests: [string, string][]) {
  const itemId = randomUUID();
  await db
    .insertInto('pickup_reminder_items')
    .values({ item_id: itemId, pickup_from: window.from, pickup_until: window.until })
    .execute();
  for (const [requestId, status] of requests)
    await db
      .insertInto('pickup_reminder_requests')
      .values({ request_id: requestId, item_id: itemId, status: status as never })
      .execute();
  return itemId;
}

/** The jobs asked for: their ids and when each is due. */
function recording() {
  const added: { id: string; dueAt: string; delayMs: number | undefined }[] = [];
  const jobs = {
    async add(
      _name: string,
      data: { dueAt: string },
      options: { jobId: string; delayMs?: number },
    ) {
      added.push({ id: options.jobId, dueAt: data.dueAt, delayMs: options.delayMs });
    },
  } as unknown as JobQueue;
  return { added, jobs };
}

describe('rescheduling pickup reminders on start', () => {
  it('schedules each reservation’s reminders still to come and the donor’s for unanswered requests', async () => {
    const [reserved, waiting, alsoWaiting, cancelled] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const tonight = await item({ from: at('16:00'), until: at('17:30') }, [
      [reserved, 'approved'],
      [waiting, 'pending'],
      [alsoWaiting, 'pending'],
      [cancelled, 'cancelled'],
    ]);
    // Yesterday's window: nothing of it is sent now.
    await item(
      { from: new Date('2026-11-20T16:00:00Z'), until: new Date('2026-11-20T17:30:00Z') },
      [[randomUUID(), 'approved']],
    );
    // A window already open: the taker's first reminder would only repeat the acceptance.
    const lateReserved = randomUUID();
    const open = await item({ from: at('09:00'), until: at('12:00') }, [
      [lateReserved, 'approved'],
    ]);

    const recorded = recording();
    const scheduled = await reconcilePickupReminders({ db, jobs: recorded.jobs, now: () => NOW });

    expect(recorded.added).toEqual(
      expect.arrayContaining([
        {
          id: pickupReminderJobId(tonight, 'pickup_opens_soon', reserved),
          dueAt: at('15:30').toISOString(),
          delayMs: 5.5 * 3_600_000,
        },
        {
          id: pickupReminderJobId(tonight, 'pickup_half_over', reserved),
          dueAt: at('16:45').toISOString(),
          delayMs: 6.75 * 3_600_000,
        },
        {
          id: pickupReminderJobId(tonight, 'pickup_not_collected', reserved),
          dueAt: at('17:30').toISOString(),
          delayMs: 7.5 * 3_600_000,
        },
        {
          id: pickupReminderJobId(tonight, 'requests_unanswered', null),
          dueAt: at('16:30').toISOString(),
          delayMs: 6.5 * 3_600_000,
        },
        {
          id: pickupReminderJobId(open, 'pickup_half_over', lateReserved),
          dueAt: at('10:30').toISOString(),
          delayMs: 30 * 60_000,
        },
        {
          id: pickupReminderJobId(open, 'pickup_not_collected', lateReserved),
          dueAt: at('12:00').toISOString(),
          delayMs: 2 * 3_600_000,
        },
      ]),
    );
    // The donor is reminded once for the item, however many requests wait; nothing else.
    expect(recorded.added).toHaveLength(6);
    expect(scheduled).toBe(6);
  });

  it('asks for the same jobs again, so a queue that kept them doubles none', async () => {
    const requestId = randomUUID();
    await item({ from: at('16:00'), until: at('17:30') }, [[requestId, 'approved']]);
    const first = recording();
    await reconcilePickupReminders({ db, jobs: first.jobs, now: () => NOW });
    const again = recording();
    await reconcilePickupReminders({ db, jobs: again.jobs, now: () => NOW });
    expect(again.added.map((each) => each.id)).toEqual(first.added.map((each) => each.id));
  });
});
