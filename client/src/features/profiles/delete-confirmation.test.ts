import { describe, expect, it } from 'vitest';
import { isDeleteConfirmed } from './delete-confirmation';

describe('isDeleteConfirmed', () => {
  it('accepts exactly DELETE', () => {
    expect(isDeleteConfirmed('DELETE')).toBe(true);
  });

  it.each(['', 'delete', 'Delete', 'DELET', ' DELETE', 'DELETE ', 'DELETE!'])(
    'refuses %j',
    (typed) => {
      expect(isDeleteConfirmed(typed)).toBe(false);
    },
  );
});
