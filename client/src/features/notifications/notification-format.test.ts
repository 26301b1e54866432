import { NOTIFICATION_TEXT, type NotificationType } from '@foodshare/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { bellBadge, bellLabel, notificationTarget } from './notification-format';
import { englishT } from './testing';

describe('bellBadge', () => {
  it('shows nothing when everything is read', () => {
    expect(bellBadge(0)).toBeNull();
  });

  it('shows the count up to 9', () => {
    expect(bellBadge(1)).toBe('1');
    expect(bellBadge(9)).toBe('9');
  });

  it("shows '9+' above 9 (docs/product.md §2)", () => {
    expect(bellBadge(10)).toBe('9+');
    expect(bellBadge(250)).toBe('9+');
  });
});

describe('bellLabel', () => {
  it('names the bell with the full unread count, uncapped', async () => {
    const t = await englishT();
    expect(bellLabel(t, 0)).toBe('Notifications, none unread');
    expect(bellLabel(t, 12)).toBe('Notifications, 12 unread');
  });
});

const target = (type: NotificationType, text: { title: string; params: object }) =>
  notificationTarget({ type, ...text } as Parameters<typeof notificationTarget>[0]);

describe('notificationTarget', () => {
  it('takes the donor to My Donations for a new request or purchase', () => {
    expect(target('request_received', NOTIFICATION_TEXT.requestReceived('Dates'))).toBe(
      '/profile?tab=donations',
    );
    expect(
      target('purchase_requested', NOTIFICATION_TEXT.purchaseRequested('Dates', '14.00')),
    ).toBe('/profile?tab=donations');
  });

  it('takes the taker to My Requests when their request is answered', () => {
    expect(target('request_accepted', NOTIFICATION_TEXT.requestAccepted('Dates', true))).toBe(
      '/profile?tab=requests',
    );
    expect(
      target('request_declined', NOTIFICATION_TEXT.requestDeclined('Dates', 'declined_by_donor')),
    ).toBe('/profile?tab=requests');
  });

  it('tells the two sides of a handover and of a sale apart by the wording', () => {
    expect(target('item_collected', NOTIFICATION_TEXT.collectedForDonor('Dates'))).toBe(
      '/profile?tab=donations',
    );
    expect(target('item_collected', NOTIFICATION_TEXT.collectedForTaker('Dates'))).toBe(
      '/profile?tab=requests',
    );
    expect(
      target(
        'purchase_completed',
        NOTIFICATION_TEXT.saleForSeller('Dates', '14.00', '0.70', '0.0500'),
      ),
    ).toBe('/profile?tab=donations');
    expect(target('purchase_completed', NOTIFICATION_TEXT.saleForBuyer('Dates', '14.00'))).toBe(
      '/profile?tab=requests',
    );
  });

  it('tells them apart by the English title when the values are missing', () => {
    const { title } = NOTIFICATION_TEXT.collectedForTaker('Dates');
    expect(notificationTarget({ type: 'item_collected', title })).toBe('/profile?tab=requests');
  });

  it("links an expiry to the donor's row of the item, where they say what became of it", () => {
    const id = '6f1c1f8e-3c2a-4d5b-9e4f-0a1b2c3d4e5f';
    const text = NOTIFICATION_TEXT.itemExpiredForDonor('Dates');
    expect(notificationTarget({ type: 'item_expired', ...text, relatedItemId: id })).toBe(
      `/profile?tab=donations#donation-${id}`,
    );
    expect(target('item_expired', text)).toBe('/profile?tab=donations');
    expect(target('item_expired', NOTIFICATION_TEXT.itemExpiredForTaker('Dates'))).toBe(
      '/profile?tab=requests',
    );
  });

  it("links a listed item's withdrawal to its donor's row, and the takers' to their requests", () => {
    const id = '6f1c1f8e-3c2a-4d5b-9e4f-0a1b2c3d4e5f';
    const text = NOTIFICATION_TEXT.itemWithdrawnForDonor('Dates');
    expect(notificationTarget({ type: 'item_withdrawn', ...text, relatedItemId: id })).toBe(
      `/profile?tab=donations#donation-${id}`,
    );
    const taker = NOTIFICATION_TEXT.itemWithdrawn('Dates');
    expect(notificationTarget({ type: 'item_withdrawn', ...taker, relatedItemId: id })).toBe(
      '/profile?tab=requests',
    );
  });
});
