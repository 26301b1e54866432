import { NOTIFICATION_TEXT } from '@foodshare/contracts/notifications';
import type { TypedHandlers } from '../projection';
import type { NotificationBatch } from './notification-batch';
import { notice } from './notification-statements';

/**
 * Casework's notifications (docs/product.md §18): a moderator whose case was taken over, the
 * donor of a note to them or of a decided appeal, and each reporter of a decided report (the
 * outcome only, no case details).
 */
export const caseworkNotifications: TypedHandlers<NotificationBatch> = {
  CaseClaimed: async (event, _db, batch) => {
    const { data } = event;
    if (!data.takeOver || !data.previousHolderId) return;
    const item = await batch.item(data.itemId);
    if (!item) return;
    batch.notify(event, item.id, data.claimedAt, [
      notice(data.previousHolderId, 'case_taken_over', NOTIFICATION_TEXT.caseTakenOver(item.title)),
    ]);
  },
  CaseNoteAdded: async (event, _db, batch) => {
    const { data } = event;
    if (data.visibility !== 'donor') return;
    const item = await batch.item(data.itemId);
    if (!item) return;
    batch.notify(event, item.id, data.addedAt, [
      notice(item.donor_id, 'case_note', NOTIFICATION_TEXT.caseNoteForDonor(item.title, data.text)),
    ]);
  },
  AppealDecided: async (event, _db, batch) => {
    const { data } = event;
    const item = await batch.item(data.itemId);
    if (!item) return;
    const text =
      data.decision === 'uphold'
        ? NOTIFICATION_TEXT.appealUpheld(item.title, data.reason)
        : data.relisted
          ? NOTIFICATION_TEXT.appealOverturnedListed(item.title, data.reason)
          : NOTIFICATION_TEXT.appealOverturnedLate(item.title, data.reason);
    batch.notify(event, item.id, data.decidedAt, [notice(data.donorId, 'appeal_decided', text)]);
  },
  ReportOutcomeRecorded: async (event, _db, batch) => {
    const { data } = event;
    const item = await batch.item(data.itemId);
    if (!item) return;
    const text = data.upheld
      ? NOTIFICATION_TEXT.reportUpheld(item.title)
      : NOTIFICATION_TEXT.reportKept(item.title);
    batch.notify(event, item.id, data.decidedAt, [notice(data.reporterId, 'report_outcome', text)]);
  },
};
