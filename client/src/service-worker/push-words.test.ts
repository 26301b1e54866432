import { NOTIFICATION_TEXT } from '@foodshare/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { parsePushMessage, showPushAs } from './push-words';

const itemId = '0b6a3c1e-8d4f-4a57-9a6e-1f2d3c4b5a69';
const request = {
  notificationId: '5f0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
  type: 'request_received' as const,
  ...NOTIFICATION_TEXT.requestReceived('Crate of oranges'),
  relatedItemId: itemId,
};

describe('a push message as the service worker shows it', () => {
  it('is worded in English as the bell words it, and opens My Donations', () => {
    const message = parsePushMessage(JSON.stringify(request));
    expect(message).not.toBeNull();
    const shown = showPushAs(message!, 'en');
    expect(shown).toMatchObject({
      title: 'New request',
      body: NOTIFICATION_TEXT.requestReceived('Crate of oranges').message,
      url: '/profile?tab=donations',
      tag: request.notificationId,
      lang: 'en',
      dir: 'ltr',
    });
  });

  it('is worded in Arabic, right to left, the item’s title as its donor wrote it', () => {
    const shown = showPushAs(parsePushMessage(JSON.stringify(request))!, 'ar');
    expect(shown.title).toBe('طلب جديد');
    expect(shown.body).toContain('Crate of oranges');
    expect(shown.body).not.toContain('A community member');
    expect(shown).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('opens the expired item’s row for its donor and My Requests for a taker', () => {
    const expired = {
      ...request,
      type: 'item_expired' as const,
      ...NOTIFICATION_TEXT.itemExpiredForDonor('Bread'),
    };
    expect(showPushAs(parsePushMessage(JSON.stringify(expired))!, 'en').url).toContain('#');
    const accepted = {
      ...request,
      type: 'request_accepted' as const,
      ...NOTIFICATION_TEXT.requestAccepted('Bread', false),
    };
    expect(showPushAs(parsePushMessage(JSON.stringify(accepted))!, 'en').url).toBe(
      '/profile?tab=requests',
    );
  });

  it('shows the server’s English for a wording this build does not know, and ignores junk', () => {
    const unknown = {
      ...request,
      params: { text: 'fromTheFuture', item: 'x' },
      title: 'Later news',
      message: 'Words',
    };
    expect(showPushAs(parsePushMessage(JSON.stringify(unknown))!, 'ar')).toMatchObject({
      title: 'Later news',
      body: 'Words',
      lang: 'en',
    });
    expect(parsePushMessage('not json')).toBeNull();
    expect(parsePushMessage('{"type":"x"}')).toBeNull();
  });
});
