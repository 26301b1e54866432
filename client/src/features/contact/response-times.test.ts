import { RESPONSE_TIMES } from '@foodshare/contracts/constants';
import { CONTACT_CATEGORIES } from '@foodshare/contracts/contact';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/contact';
import { responseTimeFor } from './response-times';

const answerTime = (category: (typeof CONTACT_CATEGORIES)[number]) =>
  RESPONSE_TIMES[responseTimeFor(category)];

describe('responseTimeFor', () => {
  it('answers food safety issues within 1-2 hours', () => {
    expect(answerTime('food-safety')).toBe('1-2 hours');
  });

  it('answers technical support within 4-8 hours', () => {
    expect(answerTime('technical')).toBe('4-8 hours');
  });

  it('answers every other category within 24 hours', () => {
    const others = CONTACT_CATEGORIES.filter(
      (category) => category !== 'food-safety' && category !== 'technical',
    );
    for (const category of others) expect(answerTime(category)).toBe('24 hours');
  });

  it("says docs/product.md §2's times word for word in English", () => {
    expect(en.times).toEqual(RESPONSE_TIMES);
  });
});
