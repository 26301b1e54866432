import { nextOccurrence, type SurplusSchedule } from '@foodshare/contracts/surplus-templates';
import type { JobCause } from './food-jobs';
import { type JobQueue, jobId } from './job-queue';

/**
 * A recurring template's day (docs/product.md §21): at its time, the business is told. The id
 * names the template and the day, so however many instances schedule it, it is queued once;
 * and should it run twice, the template's decider tells of a day once.
 */
export const SURPLUS_DUE_JOB = 'surplus-due';

export interface SurplusDueJobData extends JobCause {
  readonly templateId: string;
  /** The UAE calendar day of the occurrence. */
  readonly date: string;
}

export const surplusDueJobId = (templateId: string, date: string) =>
  jobId(SURPLUS_DUE_JOB, templateId, date);

/** Schedules the template's next day at or after `after`, to run at its time. */
export async function scheduleNextOccurrence(
  jobs: JobQueue,
  template: { templateId: string; schedule: Pick<SurplusSchedule, 'days' | 'time'> },
  cause: JobCause,
  after: Date,
  now: Date,
): Promise<void> {
  const next = nextOccurrence(template.schedule, after);
  if (!next) return;
  const data: SurplusDueJobData = { templateId: template.templateId, date: next.date, ...cause };
  await jobs.add(SURPLUS_DUE_JOB, data, {
    jobId: surplusDueJobId(template.templateId, next.date),
    delayMs: Math.max(0, next.dueAt.getTime() - now.getTime()),
  });
}
