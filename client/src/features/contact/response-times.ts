import type { RESPONSE_TIMES } from '@foodshare/contracts/constants';
import type { CONTACT_CATEGORIES } from '@foodshare/contracts/contact';

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export type ResponseTime = keyof typeof RESPONSE_TIMES;

/** The kinds of message we promise an answer time for (docs/product.md §9), fastest last. */
export const RESPONSE_TIME_ROWS: readonly ResponseTime[] = [
  'general',
  'technicalSupport',
  'foodSafety',
];

/** Which answer time a message of this category gets (its words: the `contact:times` keys). */
export function responseTimeFor(category: ContactCategory): ResponseTime {
  switch (category) {
    case 'technical':
      return 'technicalSupport';
    case 'food-safety':
      return 'foodSafety';
    default:
      return 'general';
  }
}
