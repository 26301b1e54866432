import { CONTACT_CATEGORY_LABELS } from '@foodshare/contracts/contact' with { type: 'macro' };

/** Contact us (`/contact-us`). */
export default {
  title: 'Contact Us',
  description:
    'Questions, feedback or a food-safety concern: the {{product}} team is here to help.',
  emergency: {
    heading: 'Food safety emergency?',
    text: 'If someone became ill after eating shared food, seek medical help first: call <call>998</call> for an ambulance. Then report it to us at once, by phone or with the category <em>Food safety issue</em>, naming the donation: we answer food safety issues within {{time}}. Keep any leftover food and its packaging.',
  },
  form: {
    heading: 'Send us a message',
    allRequired: 'All fields are required.',
    name: 'Full name',
    email: 'Email address',
    category: 'Category',
    expectedReply: 'Expected reply: within {{time}}.',
    subject: 'Subject',
    subjectPlaceholder: 'What is it about?',
    message: 'Message',
    messagePlaceholder:
      'Tell us how we can help. For a donation or hub, include its name or address.',
    send: 'Send Message',
    sending: 'Sending...',
    failedTitle: 'Message Not Sent',
  },
  sent: {
    description: "We'll get back to you within {{time}}.",
    referenceNote: 'Quote it if you write or call us about this message.',
    another: 'Send another message',
    helpCenter: 'Browse the Help Center',
  },
  categories: CONTACT_CATEGORY_LABELS,
  details: {
    heading: 'Contact details',
    email: 'Email',
    phone: 'Phone',
    phoneHours: 'Sunday-Thursday, 9 AM-6 PM GST',
    office: 'Office',
    officeLine1: 'Building 2, Office 214',
    officeLine2: 'Dubai Internet City',
    officeLine3: 'Dubai, United Arab Emirates',
  },
  responseTimes: {
    heading: 'Response times',
    general: 'General inquiries',
    technicalSupport: 'Technical support',
    foodSafety: 'Food safety issues',
  },
  /** docs/product.md §9's answer times, as a sentence says them. */
  times: {
    general: '24 hours',
    technicalSupport: '4-8 hours',
    foodSafety: '1-2 hours',
  },
  quickLinks: {
    heading: 'Quick links',
    helpCenter: 'Help Center: answers to common questions',
    privacy: 'Privacy Policy: how we handle your data',
  },
} as const;
