import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/admin';
import { waitingFor } from './waiting';

/** The English words, filled in as i18next does. */
function english(total: number): string {
  const wait = waitingFor(total);
  return en.waiting[wait.unit].replace(/\{\{(\w+)\}\}/g, (_, name: 'minutes' | 'hours' | 'days') =>
    String(wait[name]),
  );
}

describe('how long an item has waited', () => {
  it('reads in minutes, hours or days', () => {
    expect(english(0)).toBe('0 min');
    expect(english(59)).toBe('59 min');
    expect(english(60)).toBe('1 h');
    expect(english(185)).toBe('3 h 5 min');
    expect(english(60 * 72)).toBe('3 days');
  });
});
