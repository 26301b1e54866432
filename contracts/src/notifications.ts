import { z } from 'zod';
import { CURRENCY } from './constants';
import { type DeclineReason, feePercentText } from './requests';

/**
 * Notifications (SPEC §3, §7): turned out of events by a projection for the people concerned.
 * Messages name items, never people: a notification outlives nobody's personal data.
 */
export const NOTIFICATION_TYPES = [
  'request_received',
  'purchase_requested',
  'request_accepted',
  'request_declined',
  'request_cancelled',
  'item_collected',
  'purchase_completed',
  'donation_approved',
  'donation_flagged',
  'donation_rejected',
  'item_expired',
  'item_withdrawn',
  'item_hidden',
  'reports_dismissed',
  'item_taken_down',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** GET /api/notifications: newest first. */
export const notificationSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  message: z.string().nullable(),
  type: notificationTypeSchema,
  isRead: z.boolean(),
  relatedItemId: z.string().uuid().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Use a whole number from 1 to 100' })
    .int('Use a whole number from 1 to 100')
    .min(1, 'Use a whole number from 1 to 100')
    .max(100, 'Use a whole number from 1 to 100')
    .default(50),
});

/** Header with the signed-in person's unread count on GET /api/notifications. */
export const UNREAD_COUNT_HEADER = 'x-unread-count';

/** Server-sent events: `notifications` says the list changed, with the unread count. */
export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';
export const NOTIFICATION_STREAM_EVENT = 'notifications';
export const notificationStreamMessageSchema = z.object({
  unread: z.number().int(),
  latestId: z.string().uuid().nullable(),
});
export type NotificationStreamMessage = z.infer<typeof notificationStreamMessageSchema>;

/** POST /api/notifications/:id/read: re-marking a read one answers the same. */
export const notificationReadAnswerSchema = z.object({
  id: z.string().uuid(),
  isRead: z.literal(true),
});
/** POST /api/notifications/read-all. */
export const allNotificationsReadAnswerSchema = z.object({ ok: z.literal(true) });

export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications yet',
  markAllRead: 'Mark all as read',
  notFound: 'This notification does not exist.',
} as const;

/** Read marks live in the person's `inbox-<userId>` stream. */
export const inboxStreamId = (userId: string) => `inbox-${userId}`;

export const notificationReadSchema = z.object({
  type: z.literal('NotificationRead'),
  data: z.object({
    userId: z.string().uuid(),
    notificationId: z.string().uuid(),
    readAt: z.string(),
  }),
});
/** Marks every notification the person had when they asked; later ones stay unread. */
export const allNotificationsReadSchema = z.object({
  type: z.literal('AllNotificationsRead'),
  data: z.object({ userId: z.string().uuid(), readAt: z.string() }),
});
export const inboxEventSchema = z.discriminatedUnion('type', [
  notificationReadSchema,
  allNotificationsReadSchema,
]);
export type InboxEvent = z.infer<typeof inboxEventSchema>;

const quoted = (title: string) => `“${title}”`;
const reasonsText = (reasons: readonly { message: string }[]) =>
  reasons.map((reason) => reason.message).join(' ');

/** The words of each notification, in one place for the projection and the tests. */
export const NOTIFICATION_TEXT = {
  requestReceived: (title: string) => ({
    title: 'New request',
    message: `A community member requested ${quoted(title)}. Accept or decline it in My Donations.`,
  }),
  purchaseRequested: (title: string, price: string) => ({
    title: 'New purchase request',
    message: `A community member wants to buy ${quoted(title)} for ${CURRENCY} ${price}, paid at pickup. Accept or decline it in My Donations.`,
  }),
  requestAccepted: (title: string, purchase: boolean) => ({
    title: purchase ? 'Purchase accepted' : 'Request accepted',
    message: `Your ${purchase ? 'purchase' : 'request'} for ${quoted(title)} was accepted. Show the pickup code in My Requests when you collect it.`,
  }),
  // The donor's note is theirs: My Requests shows it, and forgets it with their account.
  requestDeclined: (title: string, reason: DeclineReason) => ({
    title: 'Request declined',
    message:
      reason === 'another_request_accepted'
        ? `The donor accepted another request for ${quoted(title)}, so yours is closed.`
        : `The donor declined your request for ${quoted(title)}. Any note they left is in My Requests.`,
  }),
  requestCancelled: (title: string, wasReserved: boolean) => ({
    title: 'Request cancelled',
    message: wasReserved
      ? `The taker cancelled their reservation of ${quoted(title)}. It is available again.`
      : `A request for ${quoted(title)} was cancelled.`,
  }),
  collectedForDonor: (title: string) => ({
    title: 'Handover confirmed',
    message: `${quoted(title)} was collected. Thank you for sharing food!`,
  }),
  collectedForTaker: (title: string) => ({
    title: 'Collected',
    message: `You collected ${quoted(title)}. Enjoy, and thank you for rescuing food!`,
  }),
  saleForSeller: (title: string, price: string, fee: string, rate: string) => ({
    title: 'Sale completed',
    message: `${quoted(title)} was sold for ${CURRENCY} ${price}. Platform fee ${CURRENCY} ${fee} (${feePercentText(rate)}).`,
  }),
  saleForBuyer: (title: string, price: string) => ({
    title: 'Purchase complete',
    message: `You bought ${quoted(title)} for ${CURRENCY} ${price}. Thank you for rescuing food!`,
  }),
  donationApproved: (title: string) => ({
    title: 'Donation approved',
    message: `${quoted(title)} passed the food-safety check and is now listed.`,
  }),
  donationFlagged: (title: string, reasons: readonly { message: string }[]) => ({
    title: 'Flagged for review',
    message: `${quoted(title)} waits for a moderator. ${reasonsText(reasons)}`.trim(),
  }),
  donationRejected: (title: string, reasons: readonly { message: string }[]) => ({
    title: 'Donation not published',
    message: `${quoted(title)} was not published for food safety. ${reasonsText(reasons)}`.trim(),
  }),
  itemExpiredForDonor: (title: string) => ({
    title: 'Item expired',
    message: `${quoted(title)} reached its available-until time without a handover and is no longer listed.`,
  }),
  itemExpiredForTaker: (title: string) => ({
    title: 'Item expired',
    message: `${quoted(title)} reached its available-until time before it was collected.`,
  }),
  itemWithdrawn: (title: string) => ({
    title: 'Item withdrawn',
    message: `The donor withdrew ${quoted(title)}, so your request is closed.`,
  }),
  donationApprovedByModerator: (title: string) => ({
    title: 'Donation approved',
    message: `A moderator reviewed ${quoted(title)} and approved it: it is now listed.`,
  }),
  itemHidden: (title: string) => ({
    title: 'Item hidden for review',
    message: `Members reported ${quoted(title)}, so it is hidden until a moderator has looked at it.`,
  }),
  reportsDismissed: (title: string) => ({
    title: 'Reports reviewed',
    message: `A moderator reviewed the reports about ${quoted(title)} and kept it listed.`,
  }),
  itemTakenDownForDonor: (title: string, reason: string) => ({
    title: 'Item taken down',
    message: `A moderator took down ${quoted(title)}. Reason: ${reason}`,
  }),
  itemTakenDownForTaker: (title: string) => ({
    title: 'Request closed',
    message: `A moderator took down ${quoted(title)}, so your request is closed.`,
  }),
} as const;
