import { z } from 'zod';
import { CURRENCY } from './constants';
import { type DeclineReason, declineReasonSchema, feePercentText } from './requests';

/**
 * Notifications (docs/product.md §3, §7): turned out of events by a projection for the people concerned.
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
  'case_taken_over',
  'case_note',
  'appeal_decided',
  'report_outcome',
  'charity_offer',
  'handover_held',
  'surplus_due',
  /** Around a pickup window (docs/product.md §10); `params.text` says which reminder. */
  'pickup_reminder',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

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

/** A safety reason as a notification keeps it: the row of the rules table (docs/product.md §11) and its words. */
export const notificationReasonSchema = z.object({
  rule: z.number().int(),
  verdict: z.enum(['pass', 'review', 'reject']),
  message: z.string(),
});
export type NotificationReason = z.infer<typeof notificationReasonSchema>;

const quoted = (title: string) => `“${title}”`;
const reasonsText = (reasons: readonly NotificationReason[]) =>
  reasons.map((reason) => reason.message).join(' ');

/** Only what a reason says, whatever else the event recorded with it. */
const keptReasons = (reasons: readonly NotificationReason[]) =>
  reasons.map(({ rule, verdict, message }) => ({ rule, verdict, message }));

/**
 * The words of each notification, in one place for the projection and the tests. Each answers
 * its English title and message, and the values they were made of (`params`: which wording,
 * the item's title, a price, …), so a client writes the same notification in its reader's
 * language.
 */
export const NOTIFICATION_TEXT = {
  requestReceived: (item: string) => ({
    title: 'New request',
    message: `A community member requested ${quoted(item)}. Accept or decline it in My Donations.`,
    params: { text: 'requestReceived' as const, item },
  }),
  purchaseRequested: (item: string, price: string) => ({
    title: 'New purchase request',
    message: `A community member wants to buy ${quoted(item)} for ${CURRENCY} ${price}, paid at pickup. Accept or decline it in My Donations.`,
    params: { text: 'purchaseRequested' as const, item, price },
  }),
  requestAccepted: (item: string, purchase: boolean) => ({
    title: purchase ? 'Purchase accepted' : 'Request accepted',
    message: `Your ${purchase ? 'purchase' : 'request'} for ${quoted(item)} was accepted. Show the pickup code in My Requests when you collect it.`,
    params: { text: 'requestAccepted' as const, item, purchase },
  }),
  // The donor's note is theirs: My Requests shows it, and forgets it with their account.
  requestDeclined: (item: string, declineReason: DeclineReason) => ({
    title: 'Request declined',
    message:
      declineReason === 'another_request_accepted'
        ? `The donor accepted another request for ${quoted(item)}, so yours is closed.`
        : `The donor declined your request for ${quoted(item)}. Any note they left is in My Requests.`,
    params: { text: 'requestDeclined' as const, item, declineReason },
  }),
  requestCancelled: (item: string, wasReserved: boolean) => ({
    title: 'Request cancelled',
    message: wasReserved
      ? `The taker cancelled their reservation of ${quoted(item)}. It is available again.`
      : `A request for ${quoted(item)} was cancelled.`,
    params: { text: 'requestCancelled' as const, item, wasReserved },
  }),
  collectedForDonor: (item: string) => ({
    title: 'Handover confirmed',
    message: `${quoted(item)} was collected. Thank you for sharing food!`,
    params: { text: 'collectedForDonor' as const, item },
  }),
  collectedForTaker: (item: string) => ({
    title: 'Collected',
    message: `You collected ${quoted(item)}. Enjoy, and thank you for rescuing food!`,
    params: { text: 'collectedForTaker' as const, item },
  }),
  saleForSeller: (item: string, price: string, fee: string, feeRate: string) => ({
    title: 'Sale completed',
    message: `${quoted(item)} was sold for ${CURRENCY} ${price}. Platform fee ${CURRENCY} ${fee} (${feePercentText(feeRate)}).`,
    params: { text: 'saleForSeller' as const, item, price, fee, feeRate },
  }),
  saleForBuyer: (item: string, price: string) => ({
    title: 'Purchase complete',
    message: `You bought ${quoted(item)} for ${CURRENCY} ${price}. Thank you for rescuing food!`,
    params: { text: 'saleForBuyer' as const, item, price },
  }),
  donationApproved: (item: string) => ({
    title: 'Donation approved',
    message: `${quoted(item)} passed the food-safety check and is now listed.`,
    params: { text: 'donationApproved' as const, item },
  }),
  donationFlagged: (item: string, reasons: readonly NotificationReason[]) => ({
    title: 'Flagged for review',
    message: `${quoted(item)} waits for a moderator. ${reasonsText(reasons)}`.trim(),
    params: { text: 'donationFlagged' as const, item, reasons: keptReasons(reasons) },
  }),
  donationRejected: (item: string, reasons: readonly NotificationReason[]) => ({
    title: 'Donation not published',
    message: `${quoted(item)} was not published for food safety. ${reasonsText(reasons)}`.trim(),
    params: { text: 'donationRejected' as const, item, reasons: keptReasons(reasons) },
  }),
  itemExpiredForDonor: (item: string) => ({
    title: 'Item expired',
    message: `${quoted(item)} reached the end of its pickup window without a handover and is no longer listed. Say what became of it in My Donations.`,
    params: { text: 'itemExpiredForDonor' as const, item },
  }),
  itemExpiredForTaker: (item: string) => ({
    title: 'Item expired',
    message: `${quoted(item)} reached the end of its pickup window before it was collected.`,
    params: { text: 'itemExpiredForTaker' as const, item },
  }),
  itemWithdrawnForDonor: (item: string) => ({
    title: 'Item withdrawn',
    message: `You withdrew ${quoted(item)} before anyone collected it. Say what became of it in My Donations.`,
    params: { text: 'itemWithdrawnForDonor' as const, item },
  }),
  itemWithdrawn: (item: string) => ({
    title: 'Item withdrawn',
    message: `The donor withdrew ${quoted(item)}, so your request is closed.`,
    params: { text: 'itemWithdrawn' as const, item },
  }),
  donationApprovedByModerator: (item: string) => ({
    title: 'Donation approved',
    message: `A moderator reviewed ${quoted(item)} and approved it: it is now listed.`,
    params: { text: 'donationApprovedByModerator' as const, item },
  }),
  itemHidden: (item: string) => ({
    title: 'Item hidden for review',
    message: `Members reported ${quoted(item)}, so it is hidden until a moderator has looked at it.`,
    params: { text: 'itemHidden' as const, item },
  }),
  reportsDismissed: (item: string) => ({
    title: 'Reports reviewed',
    message: `A moderator reviewed the reports about ${quoted(item)} and kept it listed.`,
    params: { text: 'reportsDismissed' as const, item },
  }),
  // The moderator's reason is their own words, kept as written.
  itemTakenDownForDonor: (item: string, reason: string) => ({
    title: 'Item taken down',
    message: `A moderator took down ${quoted(item)}. Reason: ${reason}`,
    params: { text: 'itemTakenDownForDonor' as const, item, reason },
  }),
  itemTakenDownForTaker: (item: string) => ({
    title: 'Request closed',
    message: `A moderator took down ${quoted(item)}, so your request is closed.`,
    params: { text: 'itemTakenDownForTaker' as const, item },
  }),
  // Casework (docs/product.md §18). A moderator's words (a note, a reason) are kept as written.
  caseTakenOver: (item: string) => ({
    title: 'Case taken over',
    message: `Another moderator took over the case of ${quoted(item)}: you no longer hold it.`,
    params: { text: 'caseTakenOver' as const, item },
  }),
  caseNoteForDonor: (item: string, reason: string) => ({
    title: 'Note from a moderator',
    message: `A moderator wrote about ${quoted(item)}: ${reason}`,
    params: { text: 'caseNoteForDonor' as const, item, reason },
  }),
  appealUpheld: (item: string, reason: string) => ({
    title: 'Appeal decided',
    message: `A moderator reviewed your appeal about ${quoted(item)}: the decision stands. Reason: ${reason}`,
    params: { text: 'appealUpheld' as const, item, reason },
  }),
  appealOverturnedListed: (item: string, reason: string) => ({
    title: 'Appeal accepted',
    message: `A moderator accepted your appeal about ${quoted(item)}: it is listed again. Reason: ${reason}`,
    params: { text: 'appealOverturnedListed' as const, item, reason },
  }),
  appealOverturnedLate: (item: string, reason: string) => ({
    title: 'Appeal accepted',
    message: `A moderator accepted your appeal about ${quoted(item)}, but its pickup window has closed, so it is not listed again. Reason: ${reason}`,
    params: { text: 'appealOverturnedLate' as const, item, reason },
  }),
  reportUpheld: (item: string) => ({
    title: 'Report outcome',
    message: `Thank you: ${quoted(item)}, which you reported, was taken down.`,
    params: { text: 'reportUpheld' as const, item },
  }),
  // Pickup reminders (docs/product.md §10): the taker's two, then the donor's two.
  pickupOpensSoon: (item: string) => ({
    title: 'Pickup opens soon',
    message: `The pickup window for ${quoted(item)} opens in 30 minutes. Show the pickup code in My Requests when you collect it.`,
    params: { text: 'pickupOpensSoon' as const, item },
  }),
  pickupHalfOver: (item: string) => ({
    title: 'Pickup window half over',
    message: `Half of the pickup window for ${quoted(item)} has gone. Collect it before it closes, or cancel so someone else can.`,
    params: { text: 'pickupHalfOver' as const, item },
  }),
  requestsUnanswered: (item: string) => ({
    title: 'Requests waiting',
    message: `${quoted(item)} has an hour of its pickup window left and requests nobody answered. Accept or decline them in My Donations.`,
    params: { text: 'requestsUnanswered' as const, item },
  }),
  pickupNotCollected: (item: string) => ({
    title: 'Not collected',
    message: `The pickup window for ${quoted(item)} closed and the reservation was not collected. Say in My Donations whether the taker came.`,
    params: { text: 'pickupNotCollected' as const, item },
  }),
  reportKept: (item: string) => ({
    title: 'Report outcome',
    message: `A moderator reviewed ${quoted(item)}, which you reported, and kept it listed.`,
    params: { text: 'reportKept' as const, item },
  }),
  // The charity-first window (docs/product.md §20); the time is the UAE's clock, as "20:30".
  charityOffer: (item: string, time: string) => ({
    title: 'Offered to charities first',
    message: `A business offers ${quoted(item)} to verified charities first, until ${time}. Request it on the Donations page.`,
    params: { text: 'charityOffer' as const, item, time },
  }),
  handoverHeldForTaker: (item: string, celsius: number) => ({
    title: 'Handover held',
    message: `${quoted(item)} measured ${celsius.toFixed(1)} °C at handover, outside the safe range. Take it anyway or refuse it in My Requests.`,
    params: { text: 'handoverHeldForTaker' as const, item, celsius },
  }),
  handoverRefusedForDonor: (item: string) => ({
    title: 'Handover refused',
    message: `The taker refused ${quoted(item)} for its temperature. Put it back on the listing or withdraw it in My Donations.`,
    params: { text: 'handoverRefusedForDonor' as const, item },
  }),
  surplusDue: (item: string, date: string) => ({
    title: 'Time to post your surplus',
    message: `It is time to post ${quoted(item)}. Confirm today's answers and it is listed.`,
    params: { text: 'surplusDue' as const, item, date },
  }),
} as const;

export type NotificationTextKey = keyof typeof NOTIFICATION_TEXT;
export const NOTIFICATION_TEXT_KEYS = Object.keys(NOTIFICATION_TEXT) as [
  NotificationTextKey,
  ...NotificationTextKey[],
];

/**
 * The values a notification's words were made of: which wording (`text`), the item's title as
 * its donor wrote it, and what that wording needs besides. A client words the notification from
 * these in its reader's language; `title` and `message` stay the English.
 */
export const notificationParamsSchema = z.object({
  text: z.enum(NOTIFICATION_TEXT_KEYS),
  item: z.string(),
  price: z.string().optional(),
  fee: z.string().optional(),
  feeRate: z.string().optional(),
  purchase: z.boolean().optional(),
  wasReserved: z.boolean().optional(),
  declineReason: declineReasonSchema.optional(),
  reason: z.string().optional(),
  reasons: z.array(notificationReasonSchema).optional(),
  /** A time of day on the UAE's clock ("20:30"). */
  time: z.string().optional(),
  /** A reading at handover, in °C. */
  celsius: z.number().optional(),
  /** A recurring template's occurrence day (its id is the notification's related id). */
  date: z.string().optional(),
});
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/** GET /api/notifications: newest first. */
export const notificationSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  message: z.string().nullable(),
  type: notificationTypeSchema,
  /** What the words were made of, for a client to write them in its reader's language. */
  params: notificationParamsSchema,
  isRead: z.boolean(),
  relatedItemId: z.string().uuid().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
