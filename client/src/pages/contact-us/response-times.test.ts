import { CONTACT_CATEGORIES } from '@foodshare/contracts/contact';
import { describe, expect, it } from 'vitest';
import { responseTimeFor } from './response-times';

describe('responseTimeFor', () => {
  it('answers food safety issues within 1-2 hours', () => {
    expect(responseTimeFor('food-safety')).toBe('1-2 hours');
  });

  it('answers technical support within 4-8 hours', () => {
    expect(responseTimeFor('technical')).toBe('4-8 hours');
  });

  it('answers every other category within 24 hours', () => {
    const others = CONTACT_CATEGORIES.filter(
      (category) => category !== 'food-safety' && category !== 'technical',
    );
    for (const category of others) expect(responseTimeFor(category)).toBe('24 hours');
  });
});
