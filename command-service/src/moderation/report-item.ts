import { DomainError } from '@foodshare/contracts/errors';
import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { ExistingFood } from '@foodshare/contracts/food-state';
import { MODERATION_MESSAGES } from '@foodshare/contracts/moderation';
import type { ReportReason } from '@foodshare/contracts/moderation-events';
import type { Sealed } from '@foodshare/contracts/personal-data';
import { hidesItem } from '@foodshare/contracts/reporter-standing';

/**
 * A member's report of a listed item, one open report per person. The report carries its weight
 * (the reporter's standing, docs/product.md §18); open reports whose weights add up to the
 * threshold hide the item until a moderator looks.
 */
export interface ReportItemCommand {
  readonly type: 'ReportItem';
  readonly reportId: string;
  readonly reporterId: string;
  readonly reason: ReportReason;
  /** Sealed under the reporter's key before deciding. */
  readonly details: Sealed | null;
  /** The reporter's standing now, from their own stream (docs/product.md §18). */
  readonly weight: number;
  readonly now: Date;
}

export function reportItem(command: ReportItemCommand, item: ExistingFood): FoodEvent[] {
  const at = command.now.toISOString();
  if (item.donorId === command.reporterId)
    throw new DomainError('forbidden', MODERATION_MESSAGES.ownItem);
  if (
    item.review !== 'approved' ||
    item.status === 'withdrawn' ||
    item.status === 'expired' ||
    item.status === 'collected'
  )
    throw new DomainError('conflict', MODERATION_MESSAGES.notReportable);
  if (item.openReports.has(command.reporterId))
    throw new DomainError('conflict', MODERATION_MESSAGES.alreadyReported);
  const reported: FoodEvent = {
    type: 'ItemReported',
    data: {
      itemId: item.itemId,
      reportId: command.reportId,
      reporterId: command.reporterId,
      reason: command.reason,
      details: command.details,
      weight: command.weight,
      reportedAt: at,
    },
  };
  // Hidden once the open reports' weights add up (docs/product.md §18), not by a plain count.
  const open = [...item.openReports.values()];
  const weights = [...open.map((report) => report.weight), command.weight];
  if (item.hiddenByReports || !hidesItem(weights)) return [reported];
  const weight = weights.reduce((sum, each) => Math.round((sum + each) * 100) / 100, 0);
  const reportIds = [...open.map((report) => report.reportId), command.reportId];
  return [
    reported,
    {
      type: 'ItemHiddenPendingReview',
      data: { itemId: item.itemId, reportIds, weight, hiddenAt: at },
    },
  ];
}
