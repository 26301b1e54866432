import { describe, expect, it } from 'vitest';
import { uuidFromHash } from './stable-id';

describe('uuidFromHash', () => {
  it('names the same parts with the same id as ever (rows a rebuild reproduces keep their ids)', () => {
    // Ids written before by a SHA-256 of the parts joined by newlines, shaped as a version-5 UUID.
    expect(uuidFromHash('event-1', 'user-2', 'donation_approved')).toBe(
      '6f2deadb-9328-59eb-addb-ffeee500c421',
    );
    expect(uuidFromHash('تمر')).toBe('2b727ed4-df25-5e62-a73c-2453b0052bc8');
    expect(uuidFromHash()).toBe('e3b0c442-98fc-5c14-aafb-f4c8996fb924');
  });
});
