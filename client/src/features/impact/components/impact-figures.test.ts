import { describe, expect, it } from 'vitest';
import { formatters } from '../../../i18n/format';
import { impactFormat, isoWeekStart } from './impact-figures';

describe('impact group names', () => {
  it('starts an ISO week on its Monday, week 1 holding 4 January', () => {
    expect(isoWeekStart(2026, 1).toISOString()).toBe('2025-12-29T00:00:00.000Z');
    expect(isoWeekStart(2026, 9).toISOString()).toBe('2026-02-23T00:00:00.000Z');
    expect(isoWeekStart(2021, 1).toISOString()).toBe('2021-01-04T00:00:00.000Z');
  });

  it("names a week by its days in the person's calendar, not the server's key", () => {
    const english = impactFormat(formatters('en-AE', 'Just now'), () => 'group');
    const arabic = impactFormat(formatters('ar-AE', 'الآن'), () => 'group');
    const week = { key: '2026-W09', label: '2026-W09' };
    expect(english.label(week)).toMatch(/23.*Feb.*1.*Mar.*2026/);
    expect(arabic.label(week)).not.toMatch(/[A-Za-z]/);
    expect(english.label({ key: 'donor-id', label: 'Zaatar Grill' })).toBe('Zaatar Grill');
  });
});
