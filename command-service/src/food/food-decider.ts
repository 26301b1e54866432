import { parseEvent } from '@foodshare/contracts/events';
import { type FoodEvent, foodEventSchema } from '@foodshare/contracts/food-events';
import { evolveFood, type FoodState, initialFoodState } from '@foodshare/contracts/food-state';
import {
  type CaseworkCommand,
  decideCasework,
  isCaseworkCommand,
} from '../casework/casework-decisions';
import type { Decider } from '../command-handling/decider';
import {
  decideDestination,
  isDestinationCommand,
  type RecordDestination,
} from '../destinations/destination-decisions';
import {
  type DonationCommand,
  decideDonation,
  isDonationCommand,
} from '../donations/donation-decisions';
import {
  decideModeration,
  isModerationCommand,
  type ModerationCommand,
} from '../moderation/moderation-decisions';
import { decidePickup, isPickupCommand, type PickupCommand } from '../pickups/pickup-decisions';
import type { RequestCommand } from '../requests/request-commands';
import { decideRequest } from '../requests/request-decisions';

/**
 * The `food-<id>` stream's decider. Each feature decides its own commands on the one item state
 * (donations/: the item's life; requests/: how it changes hands; moderation/: reviews and
 * reports; destinations/: what became of food not collected; casework/: claims, notes,
 * appeals; pickups/: no-shows and reminders); a new feature adds its command union here and one line to `decide`.
 */
export type FoodCommand =
  | DonationCommand
  | RequestCommand
  | ModerationCommand
  | RecordDestination
  | CaseworkCommand
  | PickupCommand;

function decide(command: FoodCommand, state: FoodState): FoodEvent[] {
  if (isDonationCommand(command)) return decideDonation(command, state);
  if (isModerationCommand(command)) return decideModeration(command, state);
  if (isDestinationCommand(command)) return decideDestination(command, state);
  if (isCaseworkCommand(command)) return decideCasework(command, state);
  if (isPickupCommand(command)) return decidePickup(command, state);
  return decideRequest(command, state);
}

export const foodDecider: Decider<FoodCommand, FoodEvent, FoodState> = {
  initialState: initialFoodState,
  evolve: evolveFood,
  decide,
  parse: (recorded, streamStart) => parseEvent(foodEventSchema, recorded, streamStart),
};
