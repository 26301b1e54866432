import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import { MODERATOR_RULE } from '@foodshare/contracts/food-items';
import type { ExistingFood, FoodState } from '@foodshare/contracts/food-state';
import { MODERATION_MESSAGES } from '@foodshare/contracts/moderation';
import type { ModerationDecision } from '@foodshare/contracts/moderation-events';
import { assertNotHeldByAnother, releaseOnDecision } from '../casework/claim-rules';
import { type ReportItemCommand, reportItem } from './report-item';

/**
 * Moderation on the item's own stream: a moderator's decision on a flagged donation, members'
 * reports, and a moderator's answer to them. Decided against the item's state, so two
 * moderators deciding at once get exactly one decision recorded.
 */
export type ModerationCommand =
  | {
      readonly type: 'DecideDonation';
      readonly moderatorId: string;
      readonly decision: ModerationDecision;
      readonly reason: string | null;
      readonly now: Date;
    }
  | ReportItemCommand
  | {
      readonly type: 'DismissReports' | 'TakeDownItem';
      readonly moderatorId: string;
      readonly reason: string;
      readonly now: Date;
      /** Set when several items' reports are dismissed at once. */
      readonly batchId?: string;
    };

type ModerationCommandOf<Type extends ModerationCommand['type']> = Extract<
  ModerationCommand,
  { type: Type }
>;

const MODERATION_COMMANDS: Record<ModerationCommand['type'], true> = {
  DecideDonation: true,
  ReportItem: true,
  DismissReports: true,
  TakeDownItem: true,
};

export function isModerationCommand(command: { type: string }): command is ModerationCommand {
  return Object.hasOwn(MODERATION_COMMANDS, command.type);
}

export const SAFETY_CHECK_LABEL = 'The automated safety check';

/** When and how the review was settled, in words, with who settled it as the caller names them. */
export function alreadyDecidedMessage(item: ExistingFood, name: (actor: string) => string) {
  const outcome = item.reviewedBy;
  if (!outcome) return null;
  const at = new Date(outcome.at).toLocaleString('en-GB', {
    timeZone: 'Asia/Dubai',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return MODERATION_MESSAGES.alreadyDecided(name(outcome.by), outcome.outcome, at);
}

/** Who settled a review, as far as the domain knows: the check, or a moderator. */
const domainName = (actor: string) =>
  actor.startsWith('system:') ? SAFETY_CHECK_LABEL : 'A moderator';

function existing(state: FoodState): ExistingFood {
  if (!state.exists) throw new DomainError('not_found', 'This food item does not exist.');
  return state;
}

function passed(item: ExistingFood, now: Date): boolean {
  return item.pickupUntil !== null && new Date(item.pickupUntil).getTime() <= now.getTime();
}

export function decideModeration(command: ModerationCommand, state: FoodState): FoodEvent[] {
  const item = existing(state);
  if (command.type === 'ReportItem') return reportItem(command, item);
  // A moderator's decision waits for another's live claim to be taken over, and ends it.
  assertNotHeldByAnother(item, command.moderatorId, command.now);
  const decided = moderatorDecision(command, item);
  return [...decided, ...releaseOnDecision(item, command.now)];
}

function moderatorDecision(
  command: Exclude<ModerationCommand, { type: 'ReportItem' }>,
  item: ExistingFood,
): FoodEvent[] {
  switch (command.type) {
    case 'DecideDonation':
      return decideDonation(command, item);
    case 'DismissReports':
      return dismissReports(command, item);
    case 'TakeDownItem':
      return takeDownItem(command, item);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

function decideDonation(
  command: ModerationCommandOf<'DecideDonation'>,
  item: ExistingFood,
): FoodEvent[] {
  const at = command.now.toISOString();
  if (item.takenDown) throw new DomainError('conflict', MODERATION_MESSAGES.takenDown);
  if (item.status === 'withdrawn') throw new DomainError('conflict', MODERATION_MESSAGES.withdrawn);
  if (item.review === 'approved' || item.review === 'rejected')
    throw new DomainError(
      'conflict',
      alreadyDecidedMessage(item, domainName) ?? MODERATION_MESSAGES.notFlagged,
    );
  if (item.review === 'pending_check')
    throw new DomainError('conflict', MODERATION_MESSAGES.checkPending);
  if (item.status === 'expired' || passed(item, command.now))
    throw new DomainError('conflict', MODERATION_MESSAGES.expired);
  if (command.decision === 'reject' && !command.reason)
    throw new DomainError('validation', MODERATION_MESSAGES.reasonRequired, 'reason');
  const reviewed: FoodEvent = {
    type: 'DonationReviewedByModerator',
    data: {
      itemId: item.itemId,
      moderatorId: command.moderatorId,
      decision: command.decision,
      reason: command.reason,
      decidedAt: at,
    },
  };
  if (command.decision === 'approve')
    return [
      reviewed,
      {
        type: 'DonationApproved',
        data: {
          itemId: item.itemId,
          donorId: item.donorId,
          approvedBy: command.moderatorId,
          approvedAt: at,
        },
      },
    ];
  return [
    reviewed,
    {
      type: 'DonationRejected',
      data: {
        itemId: item.itemId,
        reasons: [{ rule: MODERATOR_RULE, verdict: 'reject', message: command.reason ?? '' }],
        ruleVersion: null,
        rejectedBy: command.moderatorId,
        rejectedAt: at,
      },
    },
  ];
}

function dismissReports(
  command: ModerationCommandOf<'DismissReports' | 'TakeDownItem'>,
  item: ExistingFood,
): FoodEvent[] {
  const at = command.now.toISOString();
  if (item.openReports.size === 0)
    throw new DomainError('conflict', MODERATION_MESSAGES.noOpenReports);
  return [
    {
      type: 'ReportsDismissed',
      data: {
        itemId: item.itemId,
        reportIds: [...item.openReports.values()].map((report) => report.reportId),
        dismissedBy: command.moderatorId,
        reason: command.reason,
        ...(command.batchId ? { batchId: command.batchId } : {}),
        dismissedAt: at,
      },
    },
  ];
}

function takeDownItem(
  command: ModerationCommandOf<'DismissReports' | 'TakeDownItem'>,
  item: ExistingFood,
): FoodEvent[] {
  const at = command.now.toISOString();
  if (item.takenDown) throw new DomainError('conflict', MODERATION_MESSAGES.takenDown);
  if (item.status === 'withdrawn') throw new DomainError('conflict', MODERATION_MESSAGES.withdrawn);
  return [
    {
      type: 'ItemTakenDown',
      data: {
        itemId: item.itemId,
        donorId: item.donorId,
        reportIds: [...item.openReports.values()].map((report) => report.reportId),
        takenDownBy: command.moderatorId,
        reason: command.reason,
        takenDownAt: at,
      },
    },
  ];
}
