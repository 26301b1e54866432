import { charityShareKey } from '@foodshare/contracts/charities';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import { uaeToday } from '@foodshare/contracts/safety-check';
import type { Position } from '@foodshare/platform/event-store/event-store';
import type { CommandContext } from '../command-handling/decider';
import type { CommandServiceDeps } from '../deps';
import type { RequestCommandOf } from '../requests/request-commands';
import { verifiedIn } from './charity-decider';
import { windowOpenAt } from './charity-window';

/**
 * A request, with the charity-first window's rules (docs/product.md §20): the requester's charity
 * stream says whether they are a verified charity; a verified charity's request within the window
 * is decided together with the business's day on `charity-share-…`, so one charity cannot take
 * more than the business's daily share however many requests race. Anything else is decided on
 * the item's stream alone.
 */
export async function requestItem(
  deps: Pick<CommandServiceDeps, 'streams'>,
  itemId: string,
  command: RequestCommandOf<'RequestItem'>,
  context: CommandContext,
): Promise<{ events: FoodEvent[]; position: Position | undefined }> {
  const charity = await deps.streams.charity.load(command.requesterId);
  const verifiedCharity = verifiedIn(charity.state) !== null;
  const withCharity = { ...command, verifiedCharity };
  const { state: item } = await deps.streams.food.load(itemId);
  if (!verifiedCharity || !item.exists || !windowOpenAt(item.charityWindow, command.now)) {
    const result = await deps.streams.food.handle(itemId, withCharity, context);
    return { events: result.events, position: result.appended?.position };
  }
  const { value, positions } = await deps.streams.across(context, async (on) => {
    const { events, before } = await on(deps.streams.food, itemId, withCharity);
    const requested = events.find((event) => event.type === 'ItemRequested');
    if (before.exists && before.charityWindow && requested?.data.asVerifiedCharity) {
      const day = uaeToday(new Date(before.charityWindow.offeredAt ?? command.now));
      await on(deps.streams.charityShare, charityShareKey(before.donorId, day), {
        type: 'TakeShare',
        businessId: before.donorId,
        day,
        charityId: command.requesterId,
        itemId,
        itemUnits: before.units,
        requestId: command.requestId,
        units: requested.data.quantity ?? 1,
        sharePercent: before.charityWindow.sharePercent,
        now: command.now,
      });
    }
    return events;
  });
  return { events: value, position: positions.at(-1) };
}
