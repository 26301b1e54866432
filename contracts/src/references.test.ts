import { describe, expect, it } from 'vitest';
import { referenceFor } from './references';

describe('referenceFor', () => {
  it('quotes the kind and the first 8 hex digits of the id, in capitals', () => {
    expect(referenceFor('contact', '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d')).toBe('MSG-1A2B-3C4D');
    expect(referenceFor('hubApplication', '0f9e8d7c-6b5a-4a1b-8c2d-3e4f5a6b7c8d')).toBe(
      'HUB-0F9E-8D7C',
    );
  });
});
