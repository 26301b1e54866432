import type { Notification } from '@foodshare/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { isNews, parseStreamMessage } from './notification-stream';

const LATEST = '6b1d0f43-2f0e-4b8e-9a52-0c1d2e3f4a5b';
const OLDER = '0e7c9d21-7a4b-4c3d-8e2f-1a2b3c4d5e6f';

const notification = (id: string, isRead: boolean): Notification => ({
  id,
  title: 'New request',
  message: 'A community member requested “Dates”.',
  type: 'request_received',
  params: { text: 'requestReceived', item: 'Dates' },
  isRead,
  relatedItemId: null,
  createdAt: '2026-11-21T10:00:00.000Z',
});

describe('parseStreamMessage', () => {
  it('reads the unread count and the latest id', () => {
    expect(parseStreamMessage(JSON.stringify({ unread: 3, latestId: LATEST }))).toEqual({
      unread: 3,
      latestId: LATEST,
    });
    expect(parseStreamMessage('{"unread":0,"latestId":null}')).toEqual({
      unread: 0,
      latestId: null,
    });
  });

  it('ignores anything else', () => {
    expect(parseStreamMessage('')).toBeNull();
    expect(parseStreamMessage('ping')).toBeNull();
    expect(parseStreamMessage('{"unread":"many"}')).toBeNull();
    expect(parseStreamMessage(undefined)).toBeNull();
  });
});

describe('isNews', () => {
  const inbox = {
    notifications: [notification(LATEST, false), notification(OLDER, true)],
    unread: 1,
  };

  it('is news while nothing is cached', () => {
    expect(isNews(undefined, { unread: 0, latestId: null })).toBe(true);
  });

  it('is not news when the greeting of a (re)connection matches what is on screen', () => {
    expect(isNews(inbox, { unread: 1, latestId: LATEST })).toBe(false);
    expect(isNews({ notifications: [], unread: 0 }, { unread: 0, latestId: null })).toBe(false);
  });

  it('is news when a notification arrived or one was read elsewhere', () => {
    expect(isNews(inbox, { unread: 2, latestId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a' })).toBe(
      true,
    );
    expect(isNews(inbox, { unread: 0, latestId: LATEST })).toBe(true);
  });
});
