import { DECLINE_REASON_TEXT, REQUEST_STATUSES } from '@foodshare/contracts/requests';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import arProfile from '../../i18n/locales/ar/profile';
import {
  canCancelRequest,
  declineReasonText,
  requestBadgeVariant,
  requestStatusLabel,
} from './request-status';

describe('requestBadgeVariant', () => {
  it('gives an approved request the primary badge', () => {
    expect(requestBadgeVariant('approved')).toBe('default');
  });

  it.each(['pending', 'declined', 'cancelled', 'collected', 'something new'])(
    'gives %j the secondary badge',
    (status) => {
      expect(requestBadgeVariant(status)).toBe('secondary');
    },
  );
});

describe('requestStatusLabel', () => {
  it('uses the contract labels', () => {
    expect(requestStatusLabel('pending')).toBe('Pending');
    expect(requestStatusLabel('approved')).toBe('Approved');
    expect(requestStatusLabel('withdrawn')).toBe('Withdrawn by donor');
  });

  it('capitalises a status the client does not know yet', () => {
    expect(requestStatusLabel('picked_up')).toBe('Picked up');
  });

  it("says 'Unknown' for an empty status", () => {
    expect(requestStatusLabel('  ')).toBe('Unknown');
  });

  it('does not mistake an inherited property for a status', () => {
    expect(requestStatusLabel('constructor')).toBe('Constructor');
  });
});

describe('canCancelRequest', () => {
  it('lets the requester cancel a pending or an accepted request only', () => {
    expect(REQUEST_STATUSES.filter(canCancelRequest)).toEqual(['pending', 'approved']);
  });
});

describe('declineReasonText', () => {
  it('explains the known reasons', () => {
    expect(declineReasonText('declined_by_donor')).toBe(DECLINE_REASON_TEXT.declined_by_donor);
    expect(declineReasonText('another_request_accepted')).toBe(
      'The donor accepted another request for this item.',
    );
  });

  it('shows any other reason as sent, and nothing for none', () => {
    expect(declineReasonText('Sorry, it went to my neighbour')).toBe(
      'Sorry, it went to my neighbour',
    );
    expect(declineReasonText(null)).toBeNull();
    expect(declineReasonText(' ')).toBeNull();
  });
});

describe('in Arabic', () => {
  const arabic = i18next.createInstance();
  beforeAll(() =>
    arabic.init({ lng: 'ar', ns: ['profile'], resources: { ar: { profile: arProfile } } }),
  );
  const t = () => arabic.getFixedT('ar', 'profile') as TFunction<'profile'>;

  it('names a status and a reason from the catalogue, and keeps what it does not know', () => {
    expect(requestStatusLabel('approved', t())).toBe(arProfile.status.approved);
    expect(requestStatusLabel(' ', t())).toBe(arProfile.status.unknown);
    expect(declineReasonText('sold_out', t())).toBe(arProfile.declineReason.sold_out);
    expect(declineReasonText('آسف، ذهب إلى جاري', t())).toBe('آسف، ذهب إلى جاري');
  });
});
