import { CHARITY_MESSAGES, type CharityEvent } from '@foodshare/contracts/charities';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { type CharityCommand, charityDecider } from './charity-decider';

const charityId = '55555555-5555-4555-8555-555555555555';
const applicationId = '66666666-6666-4666-8666-666666666666';
const moderatorId = '77777777-7777-4777-8777-777777777777';
const now = new Date('2026-11-21T10:00:00Z');

const application = {
  charityId,
  applicationId,
  licenceNumber: 'CDA-2024-118',
  issuingAuthority: 'Community Development Authority',
  emirate: 'dubai' as const,
  licenceDocument: {
    name: 'licence.pdf',
    url: `/blobs/hub-documents/${applicationId}/charity-licence.pdf`,
  },
  appliedAt: now.toISOString(),
};
const applied: CharityEvent = { type: 'CharityVerificationApplied', data: application };
const decided = { charityId, applicationId, moderatorId, decidedAt: now.toISOString() };
const verified: CharityEvent = {
  type: 'CharityVerified',
  data: { ...decided, reason: null, emirate: 'dubai' },
};

const apply = (
  role: 'charity' | 'individual' = 'charity',
): Extract<CharityCommand, { type: 'ApplyForVerification' }> => ({
  type: 'ApplyForVerification',
  application,
  role,
});
const decide = (decision: 'verify' | 'reject' | 'revoke', reason: string | null = null) =>
  ({ type: 'DecideVerification', decision, moderatorId, reason, now }) as const;

const given = specification(charityDecider);

describe('charity verification', () => {
  it('records a charity account’s application with its licence and emirate', () => {
    given([]).when(apply()).then([applied]);
  });

  it('refuses an application from an account that is not a charity', () => {
    given([]).when(apply('individual')).thenThrows({
      code: 'forbidden',
      message: CHARITY_MESSAGES.notCharity,
    });
  });

  it('records a retried application once, and refuses another while one waits', () => {
    given([applied]).when(apply()).then([]);
    given([applied])
      .when({ ...apply(), application: { ...application, applicationId: moderatorId } })
      .thenThrows({ code: 'conflict', message: CHARITY_MESSAGES.alreadyPending });
  });

  it('verifies a waiting application in the emirate it named', () => {
    given([applied]).when(decide('verify')).then([verified]);
  });

  it('rejects a waiting application with the moderator’s reason, and asks for one', () => {
    given([applied])
      .when(decide('reject', 'The licence has expired.'))
      .then([
        {
          type: 'CharityVerificationRejected',
          data: { ...decided, reason: 'The licence has expired.' },
        },
      ]);
    given([applied]).when(decide('reject')).thenThrows({ code: 'validation', field: 'reason' });
  });

  it('revokes a verification, and only a verification', () => {
    given([applied, verified])
      .when(decide('revoke', 'Licence withdrawn by the authority.'))
      .then([
        {
          type: 'CharityVerificationRevoked',
          data: { ...decided, reason: 'Licence withdrawn by the authority.' },
        },
      ]);
    given([applied]).when(decide('revoke', 'x')).thenThrows({
      code: 'conflict',
      message: CHARITY_MESSAGES.notVerified,
    });
  });

  it('decides an application once: a second verification is refused', () => {
    given([applied, verified]).when(decide('verify')).thenThrows({
      code: 'conflict',
      message: CHARITY_MESSAGES.notPending,
    });
    given([]).when(decide('verify')).thenThrows({ code: 'not_found' });
  });

  it('takes a new application after a revocation', () => {
    const revoked: CharityEvent = {
      type: 'CharityVerificationRevoked',
      data: { ...decided, reason: 'x' },
    };
    const again = { ...application, applicationId: moderatorId };
    given([applied, verified, revoked])
      .when({ ...apply(), application: again })
      .then([{ type: 'CharityVerificationApplied', data: again }]);
  });
});
