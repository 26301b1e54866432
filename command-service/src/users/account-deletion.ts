import { foodStreamId } from '@foodshare/contracts/food-events';
import type { Position } from '@foodshare/platform/event-store/event-store';
import { DomainError } from '@foodshare/platform/http/errors';
import { waitForProjections } from '@foodshare/platform/read-your-writes';
import { type CommandContext, handleCommand } from '../command-handler';
import type { CommandServiceDeps } from '../deps';
import { foodDecider } from '../donations/food-decider';

/**
 * Withdraws every item of a person (whatever its status: a pickup address is theirs too) and
 * deletes its photo. Waits for the read model to have seen all items first, so one posted a
 * moment ago is not missed.
 */
export async function withdrawItemsOf(
  deps: Pick<CommandServiceDeps, 'store' | 'db' | 'blobs' | 'now'>,
  userId: string,
  context: CommandContext,
): Promise<(Position | undefined)[]> {
  await waitForProjections(deps.db, ['food-items'], await deps.store.headPosition(), {
    timeoutMs: 5000,
  });
  const items = await deps.db
    .selectFrom('food_items')
    .select('id')
    .where('donor_id', '=', userId)
    .where('review_status', '!=', 'withdrawn')
    .execute();
  const positions: (Position | undefined)[] = [];
  for (const item of items) {
    try {
      const now = (deps.now ?? (() => new Date()))();
      const result = await handleCommand(
        deps.store,
        foodStreamId(item.id),
        foodDecider,
        { type: 'WithdrawItem', actorId: userId, now },
        context,
      );
      positions.push(result.appended?.position);
    } catch (error) {
      // Already withdrawn since the read model was written: nothing left to do for that item.
      if (!(error instanceof DomainError && error.code === 'not_found')) throw error;
    }
    await deps.blobs.delete(`food-photos/${item.id}.jpg`);
  }
  return positions;
}

/**
 * Cancels the person's open requests (pending or accepted), so no donor keeps answering, or
 * holding food for, an account that is gone. Call after `withdrawItemsOf`, which waited for
 * the read model.
 */
export async function cancelRequestsOf(
  deps: Pick<CommandServiceDeps, 'store' | 'db' | 'now'>,
  userId: string,
  context: CommandContext,
): Promise<(Position | undefined)[]> {
  const requests = await deps.db
    .selectFrom('food_requests')
    .select(['id', 'food_item_id'])
    .where('requester_id', '=', userId)
    .where('status', 'in', ['pending', 'approved'])
    .execute();
  const positions: (Position | undefined)[] = [];
  for (const request of requests) {
    try {
      const now = (deps.now ?? (() => new Date()))();
      const result = await handleCommand(
        deps.store,
        foodStreamId(request.food_item_id),
        foodDecider,
        { type: 'CancelRequest', requestId: request.id, actorId: userId, now },
        context,
      );
      positions.push(result.appended?.position);
    } catch (error) {
      // Closed since the read model was written (declined, expired, withdrawn): nothing to do.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return positions;
}
