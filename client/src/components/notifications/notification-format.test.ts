import { NOTIFICATION_TEXT } from '@foodshare/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { bellBadge, bellLabel, notificationTarget } from './notification-format';

describe('bellBadge', () => {
  it('shows nothing when everything is read', () => {
    expect(bellBadge(0)).toBeNull();
  });

  it('shows the count up to 9', () => {
    expect(bellBadge(1)).toBe('1');
    expect(bellBadge(9)).toBe('9');
  });

  it("shows '9+' above 9 (SPEC §2)", () => {
    expect(bellBadge(10)).toBe('9+');
    expect(bellBadge(250)).toBe('9+');
  });
});

describe('bellLabel', () => {
  it('names the bell with the full unread count, uncapped', () => {
    expect(bellLabel(0)).toBe('Notifications, none unread');
    expect(bellLabel(12)).toBe('Notifications, 12 unread');
  });
});

describe('notificationTarget', () => {
  it('takes the donor to My Donations for a new request or purchase', () => {
    expect(
      notificationTarget('request_received', NOTIFICATION_TEXT.requestReceived('Dates').title),
    ).toBe('/profile?tab=donations');
    expect(
      notificationTarget(
        'purchase_requested',
        NOTIFICATION_TEXT.purchaseRequested('Dates', '14.00').title,
      ),
    ).toBe('/profile?tab=donations');
  });

  it('takes the taker to My Requests when their request is answered', () => {
    expect(
      notificationTarget(
        'request_accepted',
        NOTIFICATION_TEXT.requestAccepted('Dates', true).title,
      ),
    ).toBe('/profile?tab=requests');
    expect(
      notificationTarget(
        'request_declined',
        NOTIFICATION_TEXT.requestDeclined('Dates', 'declined_by_donor').title,
      ),
    ).toBe('/profile?tab=requests');
  });

  it('tells the two sides of a handover and of a sale apart by the title', () => {
    expect(
      notificationTarget('item_collected', NOTIFICATION_TEXT.collectedForDonor('Dates').title),
    ).toBe('/profile?tab=donations');
    expect(
      notificationTarget('item_collected', NOTIFICATION_TEXT.collectedForTaker('Dates').title),
    ).toBe('/profile?tab=requests');
    expect(
      notificationTarget(
        'purchase_completed',
        NOTIFICATION_TEXT.saleForSeller('Dates', '14.00', '0.70', '0.0500').title,
      ),
    ).toBe('/profile?tab=donations');
    expect(
      notificationTarget(
        'purchase_completed',
        NOTIFICATION_TEXT.saleForBuyer('Dates', '14.00').title,
      ),
    ).toBe('/profile?tab=requests');
  });
});
