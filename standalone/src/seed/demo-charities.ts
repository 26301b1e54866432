import { randomUUID } from 'node:crypto';
import type { CommandService } from '@foodshare/command-service';
import type { Infrastructure } from '@foodshare/platform/infrastructure';
import type { Logger } from '@foodshare/platform/logger';

const CHARITY_SEED_STREAM = 'system-demo-seed-charities';

/** The demo's verified charity, its licence, and the moderator who verified it (§20). */
const DEMO_CHARITIES = [
  {
    username: 'sharing.table',
    licenceNumber: 'CDA-2024-0118',
    issuingAuthority: 'Community Development Authority',
    emirate: 'dubai',
    verifiedBy: 'noor.moderator',
  },
] as const;

/** A one-page PDF standing for the licence a charity uploads. */
const LICENCE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The demo's verified charities: each applies with its licence and a moderator verifies it, through
 * the charity stream's commands. Seeded on their own (after the accounts and the staff), so a data
 * folder from before verification existed gains them on its next start.
 */
export async function seedDemoCharities(
  infra: Pick<Infrastructure, 'store' | 'blobs'>,
  commands: CommandService['commands'],
  logger: Logger,
): Promise<boolean> {
  if ((await infra.store.readStream(CHARITY_SEED_STREAM)).length > 0) return false;
  const correlationId = randomUUID();
  let verified = 0;
  for (const charity of DEMO_CHARITIES) {
    const charityId = (await commands.streams.username.load(charity.username)).state.owner;
    const moderatorId = (await commands.streams.username.load(charity.verifiedBy)).state.owner;
    if (!charityId || !moderatorId) continue;
    const applicationId = randomUUID();
    const key = `hub-documents/${charityId}/charity-licence-${applicationId}.pdf`;
    await infra.blobs.put(key, LICENCE_PDF, 'application/pdf');
    const now = new Date();
    await commands.streams.charity.handle(
      charityId,
      {
        type: 'ApplyForVerification',
        role: 'charity',
        application: {
          charityId,
          applicationId,
          licenceNumber: charity.licenceNumber,
          issuingAuthority: charity.issuingAuthority,
          emirate: charity.emirate,
          licenceDocument: { name: 'licence.pdf', url: `/blobs/${key}` },
          appliedAt: now.toISOString(),
        },
      },
      { actor: charityId, correlationId },
    );
    await commands.streams.charity.handle(
      charityId,
      { type: 'DecideVerification', decision: 'verify', moderatorId, reason: null, now },
      { actor: moderatorId, correlationId },
    );
    verified++;
  }
  const metadata = {
    actor: 'system:seed',
    correlationId,
    causationId: correlationId,
    schemaVersion: 1,
  };
  await infra.store.append(
    CHARITY_SEED_STREAM,
    [{ id: randomUUID(), type: 'DemoCharitiesSeeded', data: { verified }, metadata }],
    { expectedRevision: 'no_stream' },
  );
  logger.info({ verified }, 'demo charities seeded');
  return true;
}
