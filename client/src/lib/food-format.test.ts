import { describe, expect, it } from 'vitest';
import { allergenSummary, formatAed, parseAllergens } from './food-format';

describe('parseAllergens', () => {
  it('reads the JSON list the API keeps as text', () => {
    expect(parseAllergens('["dairy","sesame"]')).toEqual(['dairy', 'sesame']);
  });

  it('leaves out "none" and values it does not know', () => {
    expect(parseAllergens('["none"]')).toEqual([]);
    expect(parseAllergens('["gluten","celery"]')).toEqual(['gluten']);
  });

  it('treats text that is not a JSON list as no list', () => {
    expect(parseAllergens('dairy')).toEqual([]);
    expect(parseAllergens('{"dairy":true}')).toEqual([]);
  });
});

describe('allergenSummary', () => {
  it("says what the food contains, in people's words", () => {
    expect(allergenSummary('["tree_nuts","eggs"]')).toBe('Contains: Tree nuts, Eggs');
  });

  it('says nothing when none were declared', () => {
    expect(allergenSummary('[]')).toBeNull();
  });
});

describe('formatAed', () => {
  it('shows a decimal string as dirhams with 2 decimals', () => {
    // Intl keeps the currency and the amount together with a no-break space.
    expect(formatAed('12.5')).toMatch(/^AED\s12\.50$/);
  });

  it('shows nothing for a missing price', () => {
    expect(formatAed(null)).toBeNull();
  });
});
