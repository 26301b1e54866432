import { formatPosition } from '@foodshare/platform/event-store/event-store';
import {
  COMPACT_AFTER_ERASURE_JOB,
  type ErasureCompactionJobData,
} from '@foodshare/platform/jobs/erasure-jobs';
import {
  type AccountClosureJobData,
  CLOSE_ITEM_JOB,
  CLOSE_REQUEST_JOB,
} from '@foodshare/platform/jobs/food-jobs';
import { type JobQueue, jobId } from '@foodshare/platform/jobs/job-queue';
import { accountClosureSchema } from '@foodshare/read-models/account-closure';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Transaction } from 'kysely';
import { defineProjection, type ProjectedEvent, type Projection } from '../projection';

type Db = Transaction<AppDatabase>;

/**
 * After UserDeleted: every item of the person is withdrawn (its photo deleted) and every request
 * of theirs cancelled, as jobs the command side runs on the item's stream. It keeps its own index
 * of whose items and requests there are, so the deletion itself reads no read model and waits
 * for none; an item or request of the account recorded after its deletion (a request in flight)
 * is closed as it arrives. Then the tables that held the person are compacted (see
 * `registerErasureCompaction`). Job ids are deterministic and the commands idempotent.
 */
export function accountClosureProcessManager(jobs: JobQueue): Projection {
  const close = (
    event: ProjectedEvent,
    job: typeof CLOSE_ITEM_JOB | typeof CLOSE_REQUEST_JOB,
    data: Omit<AccountClosureJobData, 'correlationId' | 'causationId' | 'streamId'>,
  ) =>
    jobs.add<AccountClosureJobData>(
      job,
      {
        ...data,
        correlationId: event.metadata.correlationId,
        causationId: event.id,
        streamId: event.streamId,
      },
      { jobId: jobId(job, data.requestId ?? data.itemId, data.userId) },
    );
  return defineProjection<Set<string>>({
    name: 'account-closure',
    version: 1,
    ...accountClosureSchema,
    // Which of the people the batch's items and requests belong to are closed: one read a batch.
    prepareBatch: (events, db) => closedAmong(db, events),
    on: {
      async DonationSubmitted(event, db, closed) {
        const { itemId, donorId } = event.data;
        await db
          .insertInto('account_closure_items')
          .values({ item_id: itemId, donor_id: donorId })
          .onConflict((conflict) => conflict.column('item_id').doNothing())
          .execute();
        if (closed.has(donorId)) await close(event, CLOSE_ITEM_JOB, { itemId, userId: donorId });
      },
      async ItemRequested(event, db, closed) {
        const { itemId, requestId, requesterId } = event.data;
        await db
          .insertInto('account_closure_requests')
          .values({ request_id: requestId, item_id: itemId, requester_id: requesterId })
          .onConflict((conflict) => conflict.column('request_id').doNothing())
          .execute();
        if (closed.has(requesterId))
          await close(event, CLOSE_REQUEST_JOB, { itemId, requestId, userId: requesterId });
      },
      async UserDeleted(event, db, closed) {
        const { userId } = event.data;
        // Items and requests of theirs later in this batch are closed as they arrive.
        closed.add(userId);
        await db
          .insertInto('account_closure_accounts')
          .values({ user_id: userId })
          .onConflict((conflict) => conflict.column('user_id').doNothing())
          .execute();
        const items = await db
          .selectFrom('account_closure_items')
          .select('item_id')
          .where('donor_id', '=', userId)
          .execute();
        for (const { item_id: itemId } of items)
          await close(event, CLOSE_ITEM_JOB, { itemId, userId });
        const requests = await db
          .selectFrom('account_closure_requests')
          .select(['request_id', 'item_id'])
          .where('requester_id', '=', userId)
          .execute();
        for (const request of requests)
          await close(event, CLOSE_REQUEST_JOB, {
            itemId: request.item_id,
            requestId: request.request_id,
            userId,
          });
        await jobs.add<ErasureCompactionJobData>(
          COMPACT_AFTER_ERASURE_JOB,
          {
            userId,
            position: formatPosition(event.position),
            correlationId: event.metadata.correlationId,
            causationId: event.id,
            streamId: event.streamId,
          },
          // Waits for the read models; a parked one is waited out for about an hour.
          { jobId: jobId(COMPACT_AFTER_ERASURE_JOB, userId), attempts: 10, backoffMs: 5_000 },
        );
      },
    },
  });
}

/** The donors and requesters of `events` whose accounts are closed, in one read. */
async function closedAmong(db: Db, events: readonly ProjectedEvent[]): Promise<Set<string>> {
  const people = new Set<string>();
  for (const event of events) {
    if (event.type === 'DonationSubmitted') people.add(event.data.donorId);
    else if (event.type === 'ItemRequested') people.add(event.data.requesterId);
  }
  if (people.size === 0) return new Set();
  const rows = await db
    .selectFrom('account_closure_accounts')
    .select('user_id')
    .where('user_id', 'in', [...people])
    .execute();
  return new Set(rows.map((row) => row.user_id));
}
