import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { JobQueue } from '@foodshare/platform/jobs/job-queue';
import {
  PUSH_FAN_OUT_JOB,
  type PushFanOutJobData,
  pushFanOutJobId,
} from '@foodshare/platform/jobs/push-jobs';
import { describe, expect, it } from 'vitest';
import { pushDeliveryProcessManager } from './push-delivery';

const now = new Date('2026-11-29T18:00:00Z');
const itemId = '11111111-1111-4111-8111-111111111111';
const requesterId = '22222222-2222-4222-8222-222222222222';

let position = 0n;
function recorded(type: string, data: object, createdAt = now): RecordedEvent {
  position += 1n;
  return {
    id: `00000000-0000-4000-8000-${position.toString().padStart(12, '0')}`,
    type,
    data,
    metadata: { correlationId: 'c-1', causationId: 'c-1', actor: requesterId, schemaVersion: 1 },
    streamId: `food-${itemId}`,
    revision: position,
    position: { commit: position, prepare: position },
    createdAt,
  };
}

/** The jobs the process manager asks for, as a queue is asked (the queue's own tests cover it). */
async function fanOuts(events: RecordedEvent[]) {
  const added: { name: string; data: PushFanOutJobData; jobId: string }[] = [];
  const jobs: JobQueue = {
    async add(name, data, options) {
      added.push({ name, data: data as PushFanOutJobData, jobId: options.jobId });
    },
    process() {},
    async cancel() {},
    async close() {},
  };
  await pushDeliveryProcessManager(jobs, () => now).applyBatch(
    events,
    undefined as never,
    () => undefined,
  );
  return added;
}

describe('the push-delivery process manager', () => {
  it('schedules one fan-out per event that may notify, naming whom the event names', async () => {
    const request = recorded('ItemRequested', { itemId, requestId: itemId, requesterId });
    const [first, again, ...rest] = await fanOuts([request, request]);
    expect(rest).toEqual([]);
    expect(first).toEqual({
      name: PUSH_FAN_OUT_JOB,
      jobId: pushFanOutJobId(request.id),
      data: expect.objectContaining({
        itemId,
        people: expect.arrayContaining([requesterId]),
        causationId: request.id,
        position: `${request.position.commit}-${request.position.prepare}`,
      }),
    });
    // The same event again (a replay after a crash) asks for the same job: the queue keeps one.
    expect(again?.jobId).toBe(first?.jobId);
  });

  it('passes over events that notify nobody, and news older than an hour', async () => {
    const seen = await fanOuts([
      recorded('DonationSubmitted', { itemId }),
      recorded('NotificationRead', { userId: requesterId, notificationId: itemId }),
      recorded(
        'ItemRequested',
        { itemId, requestId: itemId, requesterId },
        new Date('2026-11-29T16:30:00Z'),
      ),
    ]);
    expect(seen).toEqual([]);
  });
});
