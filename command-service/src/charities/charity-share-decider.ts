import {
  CHARITY_MESSAGES,
  type CharityShareEvent,
  charityShareEventSchema,
} from '@foodshare/contracts/charities';
import { DomainError } from '@foodshare/contracts/errors';
import { parseEvent } from '@foodshare/contracts/events';
import type { Decider } from '../command-handling/decider';

/** One business's UAE day: the units it offered to charities, and what each charity took. */
export interface CharityShareState {
  readonly listings: ReadonlyMap<string, number>;
  readonly takenBy: ReadonlyMap<string, number>;
  readonly requests: ReadonlySet<string>;
}

export type CharityShareCommand =
  | {
      readonly type: 'RecordListingOffered';
      readonly businessId: string;
      readonly day: string;
      readonly itemId: string;
      readonly units: number;
      readonly now: Date;
    }
  | {
      readonly type: 'TakeShare';
      readonly businessId: string;
      readonly day: string;
      readonly charityId: string;
      readonly itemId: string;
      /** The listing's units, counted if its offer is not on this day's stream yet. */
      readonly itemUnits: number;
      readonly requestId: string;
      readonly units: number;
      /** The most one charity may take of the day's units, as the listing says. */
      readonly sharePercent: number;
      readonly now: Date;
    };

/**
 * The most one charity may hold of the day's units: the share of all units offered to charities
 * that day, rounded down, and never below one unit (a one-unit listing stays takeable).
 */
export function shareCap(state: CharityShareState, sharePercent: number, extra = 0): number {
  let offered = extra;
  for (const units of state.listings.values()) offered += units;
  return Math.max(1, Math.floor((offered * sharePercent) / 100));
}

/**
 * `charity-share-<businessId>-<day>` (docs/product.md §20): decided with the request on the
 * item's stream, so two requests of one charity at once cannot both pass the share.
 */
export const charityShareDecider: Decider<
  CharityShareCommand,
  CharityShareEvent,
  CharityShareState
> = {
  initialState: { listings: new Map(), takenBy: new Map(), requests: new Set() },
  evolve(state, event) {
    switch (event.type) {
      case 'CharityShareListingOffered':
        return {
          ...state,
          listings: new Map(state.listings).set(event.data.itemId, event.data.units),
        };
      case 'CharityShareTaken': {
        const { charityId, units, requestId } = event.data;
        return {
          ...state,
          takenBy: new Map(state.takenBy).set(
            charityId,
            (state.takenBy.get(charityId) ?? 0) + units,
          ),
          requests: new Set(state.requests).add(requestId),
        };
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordListingOffered':
        if (state.listings.has(command.itemId)) return [];
        return [
          {
            type: 'CharityShareListingOffered',
            data: {
              businessId: command.businessId,
              day: command.day,
              itemId: command.itemId,
              units: command.units,
              offeredAt: command.now.toISOString(),
            },
          },
        ];
      case 'TakeShare': {
        if (state.requests.has(command.requestId)) return [];
        const extra = state.listings.has(command.itemId) ? 0 : command.itemUnits;
        const cap = shareCap(state, command.sharePercent, extra);
        const taken = state.takenBy.get(command.charityId) ?? 0;
        if (taken + command.units > cap)
          throw new DomainError(
            'conflict',
            CHARITY_MESSAGES.overShare(`${command.sharePercent}%`),
            'quantity',
          );
        return [
          {
            type: 'CharityShareTaken',
            data: {
              businessId: command.businessId,
              day: command.day,
              charityId: command.charityId,
              itemId: command.itemId,
              requestId: command.requestId,
              units: command.units,
              takenAt: command.now.toISOString(),
            },
          },
        ];
      }
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
  parse: (recorded, streamStart) => parseEvent(charityShareEventSchema, recorded, streamStart),
};
