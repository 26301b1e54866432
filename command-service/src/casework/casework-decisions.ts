import { CASEWORK_MESSAGES } from '@foodshare/contracts/casework';
import {
  type AppealDecision,
  type AppealGrounds,
  appealDeadline,
  type NoteVisibility,
} from '@foodshare/contracts/casework-events';
import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { ExistingFood, FoodState } from '@foodshare/contracts/food-state';
import type { Sealed } from '@foodshare/contracts/personal-data';
import { assertNotHeldByAnother, claimCase, releaseClaim, releaseOnDecision } from './claim-rules';

/**
 * Casework on the item's own stream (docs/product.md §18): claims, notes, and the donor's one
 * appeal, decided by a moderator other than the one whose decision it appeals.
 */
export type CaseworkCommand =
  | {
      readonly type: 'ClaimCase' | 'ReleaseClaim';
      readonly moderatorId: string;
      readonly takeOver: boolean;
      readonly now: Date;
    }
  | {
      readonly type: 'AddCaseNote';
      readonly noteId: string;
      readonly authorId: string;
      readonly visibility: NoteVisibility;
      readonly text: string;
      readonly now: Date;
    }
  | {
      readonly type: 'LodgeAppeal';
      readonly donorId: string;
      /** Sealed under the donor's key before deciding. */
      readonly message: Sealed | null;
      readonly now: Date;
    }
  | {
      readonly type: 'DecideAppeal';
      readonly moderatorId: string;
      readonly decision: AppealDecision;
      readonly reason: string;
      readonly now: Date;
    };

type Of<Type extends CaseworkCommand['type']> = Extract<CaseworkCommand, { type: Type }>;

const CASEWORK_COMMANDS: Record<CaseworkCommand['type'], true> = {
  ClaimCase: true,
  ReleaseClaim: true,
  AddCaseNote: true,
  LodgeAppeal: true,
  DecideAppeal: true,
};

export function isCaseworkCommand(command: { type: string }): command is CaseworkCommand {
  return Object.hasOwn(CASEWORK_COMMANDS, command.type);
}

export function decideCasework(command: CaseworkCommand, state: FoodState): FoodEvent[] {
  if (!state.exists) throw new DomainError('not_found', 'This food item does not exist.');
  switch (command.type) {
    case 'ClaimCase':
      return claimCase(state, command.moderatorId, command.takeOver, command.now);
    case 'ReleaseClaim':
      return releaseClaim(state, command.moderatorId, command.now);
    case 'AddCaseNote':
      return addNote(command, state);
    case 'LodgeAppeal':
      return lodgeAppeal(command, state);
    case 'DecideAppeal':
      return decideAppeal(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

function addNote(command: Of<'AddCaseNote'>, item: ExistingFood): FoodEvent[] {
  const { noteId, authorId, visibility, text, now } = command;
  const data = { itemId: item.itemId, noteId, authorId, visibility, text };
  return [{ type: 'CaseNoteAdded', data: { ...data, addedAt: now.toISOString() } }];
}

/** What the donor may appeal: the decision that took the item off the lists, by whom, when. */
export function appealable(
  item: ExistingFood,
): { grounds: AppealGrounds; by: string; at: string } | null {
  if (item.takenDown) return { grounds: 'take_down', by: item.takenDown.by, at: item.takenDown.at };
  if (item.review === 'rejected' && item.reviewedBy)
    return { grounds: 'rejection', by: item.reviewedBy.by, at: item.reviewedBy.at };
  return null;
}

function lodgeAppeal(command: Of<'LodgeAppeal'>, item: ExistingFood): FoodEvent[] {
  if (item.donorId !== command.donorId)
    throw new DomainError('forbidden', CASEWORK_MESSAGES.notYourItem);
  if (item.appeal) throw new DomainError('conflict', CASEWORK_MESSAGES.alreadyAppealed);
  const decision = appealable(item);
  if (!decision) throw new DomainError('conflict', CASEWORK_MESSAGES.nothingToAppeal);
  if (command.now.getTime() > appealDeadline(decision.at).getTime())
    throw new DomainError('conflict', CASEWORK_MESSAGES.appealTooLate);
  return [
    {
      type: 'AppealLodged',
      data: {
        itemId: item.itemId,
        // An item is appealed at most once: the appeal goes by the item's id.
        appealId: item.itemId,
        donorId: item.donorId,
        grounds: decision.grounds,
        originalDecisionBy: decision.by,
        message: command.message,
        lodgedAt: command.now.toISOString(),
      },
    },
  ];
}

/** Whether an overturned item goes back on the lists: still within its time, not withdrawn. */
function relistable(item: ExistingFood, grounds: AppealGrounds, now: Date): boolean {
  const inTime = !item.pickupUntil || new Date(item.pickupUntil).getTime() > now.getTime();
  // A take-down withdrew the item; a rejected one stays as its donor left it.
  return inTime && (grounds === 'take_down' || item.status === 'available');
}

function decideAppeal(command: Of<'DecideAppeal'>, item: ExistingFood): FoodEvent[] {
  const { appeal } = item;
  if (appeal?.status !== 'open') throw new DomainError('conflict', CASEWORK_MESSAGES.noOpenAppeal);
  if (appeal.originalDecisionBy === command.moderatorId)
    throw new DomainError('forbidden', CASEWORK_MESSAGES.ownDecision);
  assertNotHeldByAnother(item, command.moderatorId, command.now);
  const relisted = command.decision === 'overturn' && relistable(item, appeal.grounds, command.now);
  return [
    {
      type: 'AppealDecided',
      data: {
        itemId: item.itemId,
        appealId: appeal.appealId,
        donorId: item.donorId,
        grounds: appeal.grounds,
        moderatorId: command.moderatorId,
        decision: command.decision,
        reason: command.reason,
        relisted,
        decidedAt: command.now.toISOString(),
      },
    },
    ...releaseOnDecision(item, command.now),
  ];
}
