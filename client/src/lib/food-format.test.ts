import { describe, expect, it } from 'vitest';
import { parseAllergens } from './food-format';

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
