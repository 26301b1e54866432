import { z } from 'zod';
import { text } from './text';

export const CONTACT_CATEGORIES = [
  'general',
  'technical',
  'food-safety',
  'business',
  'partnership',
  'feedback',
  'other',
] as const;

export const CONTACT_CATEGORY_LABELS: Record<(typeof CONTACT_CATEGORIES)[number], string> = {
  general: 'General inquiry',
  technical: 'Technical support',
  'food-safety': 'Food safety issue',
  business: 'Business account',
  partnership: 'Partnership',
  feedback: 'Feedback',
  other: 'Other',
};

export const CONTACT_MESSAGES = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  sentTitle: 'Message Sent!',
  sent: "We'll get back to you within 24 hours.",
} as const;

/** POST /api/contact (docs/product.md §3 contact form): recorded as ContactMessageReceived. */
export const contactPayloadSchema = z.object({
  name: text({ error: CONTACT_MESSAGES.nameRequired })
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(120),
  email: text({ error: CONTACT_MESSAGES.emailRequired })
    .min(1, CONTACT_MESSAGES.emailRequired)
    .email(CONTACT_MESSAGES.emailInvalid)
    .max(200),
  category: z.enum(CONTACT_CATEGORIES).default('general'),
  subject: text({ error: CONTACT_MESSAGES.subjectRequired })
    .min(1, CONTACT_MESSAGES.subjectRequired)
    .max(200),
  message: text({ multiline: true, error: CONTACT_MESSAGES.messageRequired })
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(5000),
});
export type ContactPayload = z.input<typeof contactPayloadSchema>;

/** Events of `contact-<id>` streams. The sender's details are sealed (crypto-shredding). */
export const contactMessageReceivedSchema = z.object({
  type: z.literal('ContactMessageReceived'),
  data: z.object({
    messageId: z.string().uuid(),
    category: z.enum(CONTACT_CATEGORIES),
    personal: z.object({
      keyId: z.string(),
      iv: z.string(),
      tag: z.string(),
      ciphertext: z.string(),
    }),
    receivedAt: z.string(),
  }),
});
export type ContactEvent = z.infer<typeof contactMessageReceivedSchema>;
