import { uaeInstant } from '@foodshare/contracts/surplus-templates';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import {
  SURPLUS_DUE_JOB,
  type SurplusDueJobData,
  scheduleNextOccurrence,
} from '@foodshare/platform/jobs/surplus-jobs';
import type { CommandServiceDeps } from '../deps';
import { jobContext } from '../donations/jobs';

/** Beyond this, a job that started early is retried (with backoff) rather than waited out. */
const MAX_EARLY_MS = 5000;

/**
 * The worker of a template's day (docs/product.md §21): at its time the day is marked due, which
 * tells the business. It may run twice or late: the decider tells of a day once. Where it told
 * nothing (a day gone by while the service was down) the next day is planned here, so the
 * chain of days never breaks.
 */
export function registerSurplusJobs(
  jobs: JobQueue,
  deps: Pick<CommandServiceDeps, 'streams' | 'now'>,
): void {
  jobs.process<SurplusDueJobData>(SURPLUS_DUE_JOB, async ({ data }) => {
    const { state } = await deps.streams.surplusTemplate.load(data.templateId);
    if (!state.exists || state.deleted || state.paused) return;
    const early = uaeInstant(data.date, state.schedule.time).getTime() - deps.now().getTime();
    if (early > MAX_EARLY_MS)
      throw new Error(
        `Day ${data.date} of ${data.templateId} ran ${early} ms early; it is retried`,
      );
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early + 1));
    const result = await deps.streams.surplusTemplate.handle(
      data.templateId,
      { type: 'MarkOccurrenceDue', date: data.date, now: deps.now() },
      jobContext('surplus-schedule', data),
    );
    if (result.events.length === 0) {
      const now = deps.now();
      await scheduleNextOccurrence(
        jobs,
        { templateId: data.templateId, schedule: state.schedule },
        data,
        new Date(
          Math.max(now.getTime(), uaeInstant(data.date, state.schedule.time).getTime() + 60_000),
        ),
        now,
      );
    }
  });
}
