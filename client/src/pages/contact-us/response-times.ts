import { RESPONSE_TIMES } from '@foodshare/contracts/constants';
import type { CONTACT_CATEGORIES } from '@foodshare/contracts/contact';

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** The kinds of message we promise an answer time for (SPEC §9), fastest last. */
export const RESPONSE_TIME_ROWS = [
  { label: 'General inquiries', time: RESPONSE_TIMES.general },
  { label: 'Technical support', time: RESPONSE_TIMES.technicalSupport },
  { label: 'Food safety issues', time: RESPONSE_TIMES.foodSafety },
] as const;

/** How soon a message of this category is answered. */
export function responseTimeFor(category: ContactCategory): string {
  switch (category) {
    case 'technical':
      return RESPONSE_TIMES.technicalSupport;
    case 'food-safety':
      return RESPONSE_TIMES.foodSafety;
    default:
      return RESPONSE_TIMES.general;
  }
}
