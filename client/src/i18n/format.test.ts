import { describe, expect, it } from 'vitest';
import { formatters } from './format';

describe('a calendar day with its month written out', () => {
  it('reads "8 September 2025" in English and its Arabic equivalent in Arabic, in any time zone', () => {
    expect(formatters('en-AE', '').longCalendarDate('2025-09-08')).toBe('8 September 2025');
    const arabic = formatters('ar-AE', '').longCalendarDate('2025-09-08');
    expect(arabic).toContain('سبتمبر');
    expect(arabic).toMatch(/^(8|٨) سبتمبر (2025|٢٠٢٥)$/);
  });

  it('gives back text that is no date as it is', () => {
    expect(formatters('en-AE', '').longCalendarDate('soon')).toBe('soon');
  });
});
