import { z } from 'zod';
import { APPLICATION_HUB_TYPES, ORGANIZATION_TYPES } from './hub-applications';
import { decisionPayloadSchema } from './moderation';
import { text } from './text';

/**
 * Moderators answering hub applications and contact messages, each on its own stream with the
 * staff member's id.
 */
export const hubApplicationApprovedSchema = z.object({
  type: z.literal('HubApplicationApproved'),
  data: z.object({
    applicationId: z.string().uuid(),
    /** The hub registered for it (`hub-<hubId>`). */
    hubId: z.string().uuid(),
    approvedBy: z.string().uuid(),
    reason: z.string().nullable(),
    approvedAt: z.string(),
  }),
});
export const hubApplicationRejectedSchema = z.object({
  type: z.literal('HubApplicationRejected'),
  data: z.object({
    applicationId: z.string().uuid(),
    rejectedBy: z.string().uuid(),
    reason: z.string(),
    rejectedAt: z.string(),
  }),
});
export const contactMessageHandledSchema = z.object({
  type: z.literal('ContactMessageHandled'),
  data: z.object({
    messageId: z.string().uuid(),
    handledBy: z.string().uuid(),
    handledAt: z.string(),
  }),
});
export const contactMessageReopenedSchema = z.object({
  type: z.literal('ContactMessageReopened'),
  data: z.object({
    messageId: z.string().uuid(),
    reopenedBy: z.string().uuid(),
    reopenedAt: z.string(),
  }),
});

export const STAFF_INBOX_MESSAGES = {
  reasonRequired: 'Give a reason: the applicant is told it.',
  alreadyDecided: (outcome: 'approved' | 'rejected') =>
    `This application was already ${outcome}. Reload the list to see where it stands.`,
  unknownApplication: 'This hub application does not exist.',
  unknownMessage: 'This message does not exist.',
  unknownDocument: 'This application has no such document.',
} as const;

/** POST /api/moderation/hub-applications/:id/decision. */
export const hubApplicationDecisionPayloadSchema = decisionPayloadSchema(
  STAFF_INBOX_MESSAGES.reasonRequired,
);
export type HubApplicationDecisionPayload = z.input<typeof hubApplicationDecisionPayloadSchema>;

/** POST /api/moderation/contact-messages/:id/handled. */
export const contactHandledPayloadSchema = z.object({
  handled: z.boolean({ error: 'Say handled: true or false' }),
});

const documentSchema = z.object({ name: z.string(), label: z.string(), url: z.string() });
export const HUB_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** GET /api/moderation/hub-applications. */
export const hubApplicationViewSchema = z.object({
  id: z.string().uuid(),
  organizationName: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string(),
  hubType: z.enum(APPLICATION_HUB_TYPES),
  capacity: z.string(),
  operatingHours: z.string(),
  description: z.string(),
  experience: z.string().nullable(),
  demo: z.boolean(),
  /** Streamed to staff only, as attachments. */
  documents: z.array(documentSchema),
  status: z.enum(HUB_APPLICATION_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  hubId: z.string().uuid().nullable(),
  submittedAt: z.string(),
});
export type HubApplicationView = z.infer<typeof hubApplicationViewSchema>;

/** GET /api/moderation/contact-messages. */
export const contactMessageViewSchema = z.object({
  id: z.string().uuid(),
  category: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string().nullable(),
  erased: z.boolean(),
  handled: z.boolean(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  receivedAt: z.string(),
});
export type ContactMessageView = z.infer<typeof contactMessageViewSchema>;

/** GET /api/moderation/audit: who did what, newest first. */
export const AUDIT_ACTIONS = [
  'donation_approved',
  'donation_rejected',
  'reports_dismissed',
  'item_taken_down',
  'hub_application_approved',
  'hub_application_rejected',
  'contact_message_handled',
  'contact_message_reopened',
  'staff_role_granted',
  'staff_role_revoked',
  'reporter_muted',
  'reporter_unmuted',
  'appeal_upheld',
  'appeal_overturned',
  'case_taken_over',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  donation_approved: 'Approved a donation',
  donation_rejected: 'Rejected a donation',
  reports_dismissed: 'Dismissed reports',
  item_taken_down: 'Took an item down',
  hub_application_approved: 'Approved a hub application',
  hub_application_rejected: 'Rejected a hub application',
  contact_message_handled: 'Marked a message handled',
  contact_message_reopened: 'Reopened a message',
  staff_role_granted: 'Granted a staff role',
  staff_role_revoked: 'Revoked a staff role',
  reporter_muted: 'Muted a reporter',
  reporter_unmuted: 'Unmuted a reporter',
  appeal_upheld: 'Upheld an appeal',
  appeal_overturned: 'Overturned an appeal',
  case_taken_over: 'Took over a case',
};
export const auditQuerySchema = z.object({
  staffId: text().max(200).optional(),
  action: auditActionSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  action: auditActionSchema,
  targetKind: z.enum(['food-item', 'hub-application', 'contact-message', 'user']),
  targetId: z.string(),
  targetLabel: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
