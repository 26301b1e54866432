import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import { scheduleNextOccurrence } from '@foodshare/platform/jobs/surplus-jobs';
import { defineProjection, type Projection } from '../projection';

/**
 * Recurring surplus (docs/product.md §21): a template created or resumed schedules its next
 * day; a day told schedules the one after. The events carry the schedule, so this needs no table
 * of its own; the job ids are deterministic (template and day), so two instances, or an event
 * handled twice, queue a day once. A day is planned from now at the earliest: a rebuild does not
 * tell of days gone by. The start-up reconcile plans the next day of every active template again.
 */
export function surplusScheduleProcessManager(jobs: JobQueue, now: () => Date): Projection {
  const later = (a: Date, b: Date) => (a.getTime() > b.getTime() ? a : b);
  return defineProjection({
    name: 'surplus-schedule',
    version: 1,
    tables: [],
    async createTables() {},
    on: {
      async SurplusTemplateCreated(event) {
        const { data } = event;
        const at = now();
        await scheduleNextOccurrence(
          jobs,
          data,
          causeOf(event),
          later(new Date(data.createdAt), at),
          at,
        );
      },
      async SurplusTemplateResumed(event) {
        const { data } = event;
        const at = now();
        await scheduleNextOccurrence(
          jobs,
          data,
          causeOf(event),
          later(new Date(data.resumedAt), at),
          at,
        );
      },
      async SurplusOccurrenceDue(event) {
        const { data } = event;
        const at = now();
        // The day after the one told: a minute past its time is past it.
        const after = new Date(new Date(data.dueAt).getTime() + 60_000);
        await scheduleNextOccurrence(jobs, data, causeOf(event), later(after, at), at);
      },
    },
  });
}

function causeOf(event: { id: string; streamId: string; metadata: { correlationId: string } }) {
  return {
    correlationId: event.metadata.correlationId,
    causationId: event.id,
    streamId: event.streamId,
  };
}
