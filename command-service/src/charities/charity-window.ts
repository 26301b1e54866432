import { CHARITY_MESSAGES, uaeClock } from '@foodshare/contracts/charities';
import type { UserRole } from '@foodshare/contracts/enums';
import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { CharityWindow, ExistingFood, FoodState } from '@foodshare/contracts/food-state';

/** Who may offer listings to charities first: a restaurant or a grocery store (§20). */
const WINDOW_ROLES: ReadonlySet<UserRole> = new Set(['restaurant', 'grocery_store']);

/** The window a listing records at posting: only a business's, and only when it asks one. */
export function charityWindowOf(
  listing: { charityWindowMinutes?: number; charitySharePercent?: number },
  donorRole: UserRole | null | undefined,
): { charityWindowMinutes?: number; charitySharePercent?: number } {
  const minutes = listing.charityWindowMinutes ?? 0;
  if (minutes === 0) return {};
  if (!donorRole || !WINDOW_ROLES.has(donorRole))
    throw new DomainError(
      'validation',
      CHARITY_MESSAGES.windowForBusinesses,
      'charityWindowMinutes',
    );
  return { charityWindowMinutes: minutes, charitySharePercent: listing.charitySharePercent ?? 100 };
}

/** The charity-first window's own commands on the food stream, run by jobs (§20). */
export type CharityWindowCommand =
  | { readonly type: 'OfferToCharities'; readonly now: Date }
  | { readonly type: 'OpenToAll'; readonly now: Date };

const WINDOW_COMMANDS: Record<CharityWindowCommand['type'], true> = {
  OfferToCharities: true,
  OpenToAll: true,
};

export function isCharityWindowCommand(command: { type: string }): command is CharityWindowCommand {
  return Object.hasOwn(WINDOW_COMMANDS, command.type);
}

/** Still on offer to charities at `now`: offered, not opened, its time not come. */
export function windowOpenAt(
  window: CharityWindow | null,
  now: Date,
): window is CharityWindow & {
  opensToAllAt: string;
} {
  return (
    !!window?.opensToAllAt &&
    !window.openedAt &&
    new Date(window.opensToAllAt).getTime() > now.getTime()
  );
}

/** Its time come but not yet recorded: a late job (or none) leaves the log to catch up. */
function openingDue(window: CharityWindow | null, now: Date): boolean {
  return (
    !!window?.opensToAllAt &&
    !window.openedAt &&
    new Date(window.opensToAllAt).getTime() <= now.getTime()
  );
}

function openedToAll(item: ExistingFood, window: CharityWindow, now: Date): FoodEvent {
  return {
    type: 'OpenedToAll',
    data: {
      itemId: item.itemId,
      requestedBy: [...window.requestedBy],
      openedAt: now.toISOString(),
    },
  };
}

export function decideCharityWindow(command: CharityWindowCommand, state: FoodState): FoodEvent[] {
  // Jobs may run twice, late, or for an item that went: each re-checks and may do nothing.
  if (!state.exists || !state.charityWindow) return [];
  const window = state.charityWindow;
  switch (command.type) {
    case 'OfferToCharities': {
      if (window.offeredAt || state.review !== 'approved' || state.status !== 'available')
        return [];
      const opensToAllAt = new Date(command.now.getTime() + window.minutes * 60_000);
      return [
        {
          type: 'OfferedToCharities',
          data: {
            itemId: state.itemId,
            donorId: state.donorId,
            emirate: window.emirate,
            windowMinutes: window.minutes,
            sharePercent: window.sharePercent,
            opensToAllAt: opensToAllAt.toISOString(),
            offeredAt: command.now.toISOString(),
          },
        },
      ];
    }
    case 'OpenToAll':
      return openingDue(window, command.now) ? [openedToAll(state, window, command.now)] : [];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

/**
 * Who may request during the window (§20): a verified charity only; anyone else is told when it
 * opens. Past its time, the opening is recorded first if no job has yet. Answers the events that
 * come before the request, and whether the request is a verified charity's within the window.
 */
export function charityGate(
  item: ExistingFood,
  requester: { readonly verifiedCharity: boolean },
  now: Date,
): { readonly before: FoodEvent[]; readonly asVerifiedCharity: boolean } {
  const window = item.charityWindow;
  if (openingDue(window, now) && window)
    return { before: [openedToAll(item, window, now)], asVerifiedCharity: false };
  if (!windowOpenAt(window, now)) return { before: [], asVerifiedCharity: false };
  if (!requester.verifiedCharity)
    throw new DomainError(
      'conflict',
      CHARITY_MESSAGES.charitiesFirst(uaeClock(window.opensToAllAt)),
      undefined,
      { atTime: window.opensToAllAt },
    );
  return { before: [], asVerifiedCharity: true };
}
