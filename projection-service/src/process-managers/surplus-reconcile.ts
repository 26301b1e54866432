import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { scheduleNextOccurrence } from '@foodshare/platform/jobs/surplus-jobs';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely } from 'kysely';

/**
 * On start, every active template's next day is scheduled again (docs/product.md §21), so a
 * restart, a Redis that lost its data or the in-process queue's memory loses no day. The job ids
 * are deterministic: a day still queued is not doubled. Answers how many were scheduled.
 */
export async function reconcileSurplusJobs(deps: {
  db: Kysely<AppDatabase>;
  jobs: JobQueue;
  now: () => Date;
}): Promise<number> {
  const templates = await deps.db
    .selectFrom('surplus_templates')
    .select(['id', 'days', 'time'])
    .where('paused', '=', false)
    .where('deleted', '=', false)
    .execute();
  const now = deps.now();
  for (const template of templates)
    await scheduleNextOccurrence(
      deps.jobs,
      { templateId: template.id, schedule: { days: template.days, time: template.time } },
      { correlationId: '', causationId: `reconcile:${template.id}` },
      now,
      now,
    );
  return templates.length;
}
