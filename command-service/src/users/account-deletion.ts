import { foodStreamId } from '@foodshare/contracts/food-events';
import type { Position } from '@foodshare/platform/event-store/event-store';
import { DomainError } from '@foodshare/platform/http/errors';
import { type CommandContext, handleCommand } from '../command-handler';
import type { CommandServiceDeps } from '../deps';
import { foodDecider } from '../donations/food-decider';

/** Withdraws every item of a person that someone could still request or collect. */
export async function withdrawOpenItemsOf(
  deps: Pick<CommandServiceDeps, 'store' | 'db' | 'now'>,
  userId: string,
  context: CommandContext,
): Promise<(Position | undefined)[]> {
  const open = await deps.db
    .selectFrom('food_items')
    .select('id')
    .where('donor_id', '=', userId)
    .where('review_status', 'not in', ['rejected', 'withdrawn'])
    .where('status', 'in', ['available', 'reserved'])
    .execute();
  const positions: (Position | undefined)[] = [];
  for (const item of open) {
    try {
      const result = await handleCommand(
        deps.store,
        foodStreamId(item.id),
        foodDecider,
        { type: 'WithdrawItem', actorId: userId, now: (deps.now ?? (() => new Date()))() },
        context,
      );
      positions.push(result.appended?.position);
    } catch (error) {
      // Already withdrawn since the read model was written: nothing left to do for that item.
      if (!(error instanceof DomainError && error.code === 'not_found')) throw error;
    }
  }
  return positions;
}
