import { describe, expect, it } from 'vitest';
import { DONATION_MESSAGES } from './donations';
import { limitReachedMessage } from './limits';
import { codeOfMessage, MESSAGE_TEMPLATES } from './messages';
import { MODERATION_MESSAGES } from './moderation';
import { REQUEST_MESSAGES } from './requests';
import { STAFF_MESSAGES } from './staff';
import { STAFF_INBOX_MESSAGES } from './staff-inbox';

describe('the message catalogue', () => {
  it('gives every template to every message, functions included', () => {
    for (const [group, templates] of Object.entries(MESSAGE_TEMPLATES))
      for (const [key, template] of Object.entries(templates))
        expect(typeof template, `${group}.${key}`).toBe('string');
  });

  it('codes a fixed message, and no two codes share one English text unnoticed', () => {
    expect(codeOfMessage(DONATION_MESSAGES.photoTooLarge)).toEqual({
      code: 'donation.photoTooLarge',
    });
    expect(codeOfMessage('Words no catalogue holds')).toBeUndefined();
  });

  it.each([
    [REQUEST_MESSAGES.fewerLeft('2 meal boxes'), 'request.fewerLeft', { left: '2 meal boxes' }],
    [REQUEST_MESSAGES.overBuyerLimit('3 bags'), 'request.overBuyerLimit', { limit: '3 bags' }],
    [REQUEST_MESSAGES.purchaseSent('12.50'), 'request.purchaseSent', { price: '12.50' }],
    [
      MODERATION_MESSAGES.alreadyDecided('sara', 'approved', '2026-05-01 10:00'),
      'moderation.alreadyDecided',
      { by: 'sara', outcome: 'approved', at: '2026-05-01 10:00' },
    ],
    [
      STAFF_INBOX_MESSAGES.alreadyDecided('rejected'),
      'staffInbox.alreadyDecided',
      { outcome: 'rejected' },
    ],
    [
      STAFF_MESSAGES.staffOnly(['moderator', 'analyst']),
      'staff.staffOnly',
      { roles: 'moderator or analyst' },
    ],
    ['Use at most 120 characters', 'form.maxCharacters', { max: '120' }],
    // Both forms of a counted message share its code.
    ['Use at most 1 character', 'form.maxCharacters', { max: '1' }],
    [
      limitReachedMessage('report', { max: 1, seconds: 3600 }, 60),
      'limit.report',
      { max: '1', per: 'an hour', wait: 'in 1 minute' },
    ],
    [
      limitReachedMessage('report', { max: 10, seconds: 3600 }, 60),
      'limit.report',
      { max: '10', per: 'an hour', wait: 'in 1 minute' },
    ],
  ])('codes "%s" with its values', (message, code, params) => {
    const coded = codeOfMessage(message);
    expect(coded?.code).toBe(code);
    if (params) expect(coded?.params).toEqual(params);
  });
});
