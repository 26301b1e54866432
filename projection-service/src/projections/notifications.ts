import { NOTIFICATION_TEXT } from '@foodshare/contracts/notifications';
import type { ReminderKind } from '@foodshare/contracts/pickups';
import { notificationsSchema } from '@foodshare/read-models/notifications';
import { defineProjection } from '../projection';
import { NotificationBatch } from './notification-batch';
import { caseworkNotifications } from './notification-casework';
import { charityNotifications } from './notification-charities';
import { type Notice, notice } from './notification-statements';

/** The words of each pickup reminder (docs/product.md §10). */
const REMINDER_TEXT: Record<ReminderKind, (item: string) => Notice['text']> = {
  pickup_opens_soon: NOTIFICATION_TEXT.pickupOpensSoon,
  pickup_half_over: NOTIFICATION_TEXT.pickupHalfOver,
  requests_unanswered: NOTIFICATION_TEXT.requestsUnanswered,
  pickup_not_collected: NOTIFICATION_TEXT.pickupNotCollected,
};

/** Only the reasons that explain a flag; all of them if none does. */
function flagReasons<Reason extends { verdict: string }>(reasons: readonly Reason[]) {
  const explaining = reasons.filter((reason) => reason.verdict !== 'pass');
  return explaining.length > 0 ? explaining : reasons;
}

/**
 * The notifications read model (docs/product.md §3): what happened to a person's donations and requests,
 * worded by NOTIFICATION_TEXT (items only, never people), with the read marks of their inbox.
 * It keeps its own small tables of items and requests, so it reads no other projection.
 */
export const notificationsProjection = defineProjection<NotificationBatch>({
  name: 'notifications',
  // 4: each notification keeps the values of its words (params), for clients to translate.
  // 5: items know whether they were listed, so a listed item's withdrawal asks its donor.
  // 6: verified charities are told of listings offered to them first.
  version: 6,
  ...notificationsSchema,
  // Each batch reads its items and requests at once, not one event at a time.
  prepareBatch: (events, db) => NotificationBatch.prepare(events, db),
  // And writes the rows and notices they cause together, a statement each, once all are known.
  finishBatch: (batch) => batch.write(),
  on: {
    ...caseworkNotifications,
    ...charityNotifications,
    DonationSubmitted: ({ data }, _db, batch) =>
      batch.rememberItem({
        id: data.itemId,
        donorId: data.donorId,
        title: data.title,
        isMarketplace: data.isMarketplace,
        price: data.discountedPrice ?? data.originalPrice,
      }),
    DonationApproved: async (event, _db, batch) => {
      const { data } = event;
      const item = await batch.item(data.itemId);
      if (!item) return;
      batch.markListed(item);
      const byModerator = !data.approvedBy.startsWith('system:');
      batch.notify(event, item.id, data.approvedAt, [
        notice(
          item.donor_id,
          'donation_approved',
          byModerator
            ? NOTIFICATION_TEXT.donationApprovedByModerator(item.title)
            : NOTIFICATION_TEXT.donationApproved(item.title),
        ),
      ]);
    },
    DonationFlaggedForReview: async (event, _db, batch) => {
      const { data } = event;
      const item = await batch.item(data.itemId);
      if (!item) return;
      batch.notify(event, item.id, data.checkedAt, [
        notice(
          item.donor_id,
          'donation_flagged',
          NOTIFICATION_TEXT.donationFlagged(item.title, flagReasons(data.reasons)),
        ),
      ]);
    },
    DonationRejected: async (event, _db, batch) => {
      const { data } = event;
      const item = await batch.item(data.itemId);
      if (!item) return;
      batch.notify(event, item.id, data.rejectedAt, [
        notice(
          item.donor_id,
          'donation_rejected',
          NOTIFICATION_TEXT.donationRejected(item.title, data.reasons),
        ),
      ]);
    },
    ItemRequested: async (event, _db, batch) => {
      const { data } = event;
      const item = await batch.item(data.itemId);
      const terms = { intent: data.intent, price: data.price };
      await batch.rememberRequest({
        id: data.requestId,
        itemId: data.itemId,
        requesterId: data.requesterId,
        ...terms,
      });
      if (!item) return;
      batch.notify(event, item.id, data.requestedAt, [
        terms.intent === 'purchase' && terms.price !== null
          ? notice(
              item.donor_id,
              'purchase_requested',
              NOTIFICATION_TEXT.purchaseRequested(item.title, terms.price),
            )
          : notice(
              item.donor_id,
              'request_received',
              NOTIFICATION_TEXT.requestReceived(item.title),
            ),
      ]);
    },
    RequestAccepted: async (event, _db, batch) => {
      const { data } = event;
      const request = await batch.request(data.requestId);
      await batch.setRequestStatus(data.requestId, 'approved');
      const item = await batch.item(data.itemId);
      if (!item) return;
      batch.notify(event, item.id, data.acceptedAt, [
        notice(
          data.requesterId,
          'request_accepted',
          NOTIFICATION_TEXT.requestAccepted(item.title, request?.intent === 'purchase'),
        ),
      ]);
    },
    RequestDeclined: async (event, _db, batch) => {
      const { data } = event;
      await batch.setRequestStatus(data.requestId, 'declined');
      const item = await batch.item(data.itemId);
      if (!item) return;
      batch.notify(event, item.id, data.declinedAt, [
        notice(
          data.requesterId,
          'request_declined',
          NOTIFICATION_TEXT.requestDeclined(item.title, data.reason),
        ),
      ]);
    },
    RequestCancelled: async (event, _db, batch) => {
      const { data } = event;
      // Cancelling the accepted request is what releases a reservation.
      const wasReserved = (await batch.request(data.requestId))?.status === 'approved';
      await batch.setRequestStatus(data.requestId, 'cancelled');
      const item = await batch.item(data.itemId);
      if (!item) return;
      batch.notify(event, item.id, data.cancelledAt, [
        notice(
          item.donor_id,
          'request_cancelled',
          NOTIFICATION_TEXT.requestCancelled(item.title, wasReserved),
        ),
      ]);
    },
    HandoverHeldForTemperature: async (event, _db, batch) => {
      const { data } = event;
      const item = await batch.item(data.itemId);
      if (!item) return;
      batch.notify(event, item.id, data.heldAt, [
        notice(
          data.collectorId,
          'handover_held',
          NOTIFICATION_TEXT.handoverHeldForTaker(item.title, data.reading.celsius),
        ),
      ]);
    },
    HandoverTemperatureDecided: async (event, _db, batch) => {
      const { data } = event;
      if (data.decision !== 'refuse') return;
      const item = await batch.item(data.itemId);
      if (!item) return;
      batch.notify(event, item.id, data.decidedAt, [
        notice(
          item.donor_id,
          'handover_held',
          NOTIFICATION_TEXT.handoverRefusedForDonor(item.title),
        ),
      ]);
    },
    SurplusOccurrenceDue: (event, _db, batch) => {
      const { data } = event;
      batch.notify(event, data.templateId, data.notifiedAt, [
        notice(data.businessId, 'surplus_due', NOTIFICATION_TEXT.surplusDue(data.name, data.date)),
      ]);
    },
    ItemCollected: async (event, _db, batch) => {
      const { data } = event;
      await batch.setRequestStatus(data.requestId, 'collected');
      const item = await batch.item(data.itemId);
      if (!item) return;
      const { sale } = data;
      const notices: Notice[] = sale
        ? [
            notice(
              data.donorId,
              'purchase_completed',
              NOTIFICATION_TEXT.saleForSeller(item.title, sale.price, sale.fee, sale.feeRate),
            ),
            notice(
              data.collectorId,
              'purchase_completed',
              NOTIFICATION_TEXT.saleForBuyer(item.title, sale.price),
            ),
          ]
        : [
            notice(data.donorId, 'item_collected', NOTIFICATION_TEXT.collectedForDonor(item.title)),
            notice(
              data.collectorId,
              'item_collected',
              NOTIFICATION_TEXT.collectedForTaker(item.title),
            ),
          ];
      batch.notify(event, item.id, data.collectedAt, notices);
    },
    ItemExpired: async (event, _db, batch) => {
      const { data } = event;
      const takers = await batch.closeOpenRequests(data.itemId, 'expired');
      const item = await batch.item(data.itemId);
      if (!item) return;
      batch.notify(event, item.id, data.expiredAt, [
        notice(item.donor_id, 'item_expired', NOTIFICATION_TEXT.itemExpiredForDonor(item.title)),
        ...takers.map((userId) =>
          notice(userId, 'item_expired', NOTIFICATION_TEXT.itemExpiredForTaker(item.title)),
        ),
      ]);
    },
    PickupReminderSent: async (event, _db, batch) => {
      const { data } = event;
      const item = await batch.item(data.itemId);
      if (!item) return;
      const words = REMINDER_TEXT[data.kind](item.title);
      batch.notify(event, item.id, data.sentAt, [notice(data.userId, 'pickup_reminder', words)]);
    },
    ItemWithdrawn: async (event, _db, batch) => {
      const { data } = event;
      const takers = await batch.closeOpenRequests(data.itemId, 'withdrawn');
      const item = await batch.item(data.itemId);
      if (!item) return;
      batch.notify(event, item.id, data.withdrawnAt, [
        // Listed and not collected: its donor is asked what became of it (docs/product.md §13).
        ...(item.listed
          ? [
              notice(
                item.donor_id,
                'item_withdrawn',
                NOTIFICATION_TEXT.itemWithdrawnForDonor(item.title),
              ),
            ]
          : []),
        ...takers.map((userId) =>
          notice(userId, 'item_withdrawn', NOTIFICATION_TEXT.itemWithdrawn(item.title)),
        ),
      ]);
    },
    ItemHiddenPendingReview: async (event, _db, batch) => {
      const item = await batch.item(event.data.itemId);
      if (!item) return;
      batch.notify(event, item.id, event.data.hiddenAt, [
        notice(item.donor_id, 'item_hidden', NOTIFICATION_TEXT.itemHidden(item.title)),
      ]);
    },
    ReportsDismissed: async (event, _db, batch) => {
      const item = await batch.item(event.data.itemId);
      if (!item) return;
      batch.notify(event, item.id, event.data.dismissedAt, [
        notice(item.donor_id, 'reports_dismissed', NOTIFICATION_TEXT.reportsDismissed(item.title)),
      ]);
    },
    ItemTakenDown: async (event, _db, batch) => {
      const { data } = event;
      const takers = await batch.closeOpenRequests(data.itemId, 'withdrawn');
      const item = await batch.item(data.itemId);
      if (!item) return;
      batch.notify(event, item.id, data.takenDownAt, [
        notice(
          item.donor_id,
          'item_taken_down',
          NOTIFICATION_TEXT.itemTakenDownForDonor(item.title, data.reason),
        ),
        ...takers.map((userId) =>
          notice(userId, 'item_taken_down', NOTIFICATION_TEXT.itemTakenDownForTaker(item.title)),
        ),
      ]);
    },
    async NotificationRead({ data }, db, batch) {
      await batch.writeNotices();
      await db
        .updateTable('notifications')
        .set({ is_read: true })
        .where('id', '=', data.notificationId)
        .where('user_id', '=', data.userId)
        .execute();
    },
    async AllNotificationsRead({ data }, db, batch) {
      // Events apply in log order, so these are the notifications the person had when asking.
      await batch.writeNotices();
      await db
        .updateTable('notifications')
        .set({ is_read: true })
        .where('user_id', '=', data.userId)
        .where('is_read', '=', false)
        .execute();
    },
    async UserDeleted({ data }, _db, batch) {
      // No personal data outlives the account: its notifications go with it.
      await batch.closeAccount(data.userId);
    },
  },
});
