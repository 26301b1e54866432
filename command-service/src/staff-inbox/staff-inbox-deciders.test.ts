import { STAFF_INBOX_MESSAGES } from '@foodshare/contracts/staff-inbox';
import { describe, expect, it } from 'vitest';
import { contactDecider } from '../contact/contact-decider';
import { specification } from '../decider-specification';
import { hubApplicationDecider } from '../hub-applications/hub-application-decider';
import { capacityFrom, hubTypeFor } from './hub-registration';

const applicationId = '99999999-9999-4999-8999-999999999999';
const hubId = '12121212-1212-4121-8121-121212121212';
const moderatorId = '55555555-5555-4555-8555-555555555555';
const now = new Date('2026-11-21T10:00:00Z');
const at = now.toISOString();
const sealed = { keyId: 'k', iv: 'iv', tag: 'tag', ciphertext: 'c' };

const submitted = {
  type: 'HubApplicationSubmitted' as const,
  data: {
    applicationId,
    organizationName: 'Al Noor Community Centre',
    organizationType: 'community-center' as const,
    contact: sealed,
    experience: null,
    address: 'Al Qusais, Dubai',
    hubType: 'community' as const,
    capacity: '40 crates chilled',
    operatingHours: 'Sat-Thu 9-21',
    description: 'Walk-in chiller',
    documents: { businessLicense: null, insurance: null, facilityPhotos: [] },
    demo: true,
    submittedAt: at,
  },
};
const approve = { type: 'ApproveHubApplication' as const, moderatorId, hubId, reason: null, now };
const approved = {
  type: 'HubApplicationApproved' as const,
  data: { applicationId, hubId, approvedBy: moderatorId, reason: null, approvedAt: at },
};

describe('a hub application', () => {
  const given = specification(hubApplicationDecider);

  it('is recorded once', () => {
    given([]).when(submitted).then([submitted]);
    given([submitted]).when(submitted).thenThrows({ code: 'conflict' });
  });

  it('is approved with the moderator’s id and the hub it registers', () => {
    given([submitted]).when(approve).then([approved]);
  });

  it('is rejected with the reason', () => {
    given([submitted])
      .when({ type: 'RejectHubApplication', moderatorId, reason: 'No chiller', now })
      .then([
        {
          type: 'HubApplicationRejected',
          data: { applicationId, rejectedBy: moderatorId, reason: 'No chiller', rejectedAt: at },
        },
      ]);
  });

  it('is decided once', () => {
    given([submitted, approved])
      .when({ type: 'RejectHubApplication', moderatorId, reason: 'Later', now })
      .thenThrows({ code: 'conflict', message: STAFF_INBOX_MESSAGES.alreadyDecided('approved') });
  });

  it('cannot be decided before it exists', () => {
    given([]).when(approve).thenThrows({ code: 'not_found' });
  });

  it('registers a hub of the type its organisation amounts to, with the capacity it gave', () => {
    expect(hubTypeFor({ ...submitted.data, organizationType: 'ngo' })).toBe('charity');
    expect(hubTypeFor({ ...submitted.data, hubType: 'warehouse' })).toBe('business');
    expect(hubTypeFor(submitted.data)).toBe('community');
    expect(capacityFrom('40 crates chilled, 100 kg dry')).toBe(40);
    expect(capacityFrom('As much as we can')).toBeNull();
  });
});

describe('a contact message', () => {
  const given = specification(contactDecider);
  const received = {
    type: 'ContactMessageReceived' as const,
    data: {
      messageId: applicationId,
      category: 'general' as const,
      personal: sealed,
      receivedAt: at,
    },
  };
  const handled = {
    type: 'ContactMessageHandled' as const,
    data: { messageId: applicationId, handledBy: moderatorId, handledAt: at },
  };
  const mark = (isHandled: boolean) => ({
    type: 'MarkContactMessage' as const,
    handled: isHandled,
    moderatorId,
    now,
  });

  it('is marked handled, and unhandled again, by a moderator', () => {
    given([received]).when(mark(true)).then([handled]);
    given([received, handled])
      .when(mark(false))
      .then([
        {
          type: 'ContactMessageReopened',
          data: { messageId: applicationId, reopenedBy: moderatorId, reopenedAt: at },
        },
      ]);
  });

  it('marked as it already is records nothing', () => {
    given([received, handled]).when(mark(true)).then([]);
    given([received]).when(mark(false)).then([]);
  });

  it('cannot be marked before it exists', () => {
    given([])
      .when(mark(true))
      .thenThrows({ code: 'not_found', message: STAFF_INBOX_MESSAGES.unknownMessage });
  });
});
