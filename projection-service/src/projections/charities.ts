import { charitiesSchema } from '@foodshare/read-models/charities';
import type { AppDatabase } from '@foodshare/read-models/database';
import { sql, type Transaction } from 'kysely';
import { defineProjection } from '../projection';

/**
 * The charities read model (docs/product.md §20): verifications for the moderators' tab and the
 * charity's own profile, and each charity-first window's allocation for /admin/allocation. Who
 * was offered a listing is the verified charities of its emirate at the moment of its offer:
 * this projection applies the log in order, so a rebuild finds the same charities.
 */
export const charitiesProjection = defineProjection({
  name: 'charities',
  version: 1,
  ...charitiesSchema,
  on: {
    async CharityVerificationApplied({ data }, db) {
      const row = {
        application_id: data.applicationId,
        status: 'pending' as const,
        licence_number: data.licenceNumber,
        issuing_authority: data.issuingAuthority,
        emirate: data.emirate,
        document_name: data.licenceDocument.name,
        document_url: data.licenceDocument.url,
        applied_at: new Date(data.appliedAt),
        decided_by: null,
        decided_at: null,
        reason: null,
      };
      await db
        .insertInto('charity_verifications')
        .values({ charity_id: data.charityId, ...row })
        .onConflict((conflict) => conflict.column('charity_id').doUpdateSet(row))
        .execute();
    },
    async CharityVerified({ data }, db) {
      await decided(db, data, 'verified');
    },
    async CharityVerificationRejected({ data }, db) {
      await decided(db, data, 'rejected');
    },
    async CharityVerificationRevoked({ data }, db) {
      await decided(db, data, 'revoked');
    },
    async DonationSubmitted({ data }, db) {
      if (!data.charityWindowMinutes) return;
      await db
        .insertInto('charity_windows')
        .values({
          item_id: data.itemId,
          donor_id: data.donorId,
          title: data.title,
          emirate: data.emirate ?? 'unknown',
          window_minutes: data.charityWindowMinutes,
          share_percent: data.charitySharePercent ?? 100,
          offered_at: null,
          opens_to_all_at: null,
          opened_at: null,
        })
        .onConflict((conflict) => conflict.column('item_id').doNothing())
        .execute();
    },
    async OfferedToCharities({ data }, db) {
      await db
        .updateTable('charity_windows')
        .set({ offered_at: new Date(data.offeredAt), opens_to_all_at: new Date(data.opensToAllAt) })
        .where('item_id', '=', data.itemId)
        .execute();
      await sql`
        insert into charity_offers (item_id, charity_id, answer, units, requested_at)
        select ${data.itemId}::uuid, charity_id, 'waiting', null, null
        from charity_verifications
        where status = 'verified' and emirate = ${data.emirate}
        on conflict do nothing`.execute(db);
    },
    async ItemRequested({ data }, db) {
      if (!data.asVerifiedCharity) return;
      const answer = {
        answer: 'requested' as const,
        units: data.quantity ?? 1,
        requested_at: new Date(data.requestedAt),
      };
      // A verified charity of another emirate may ask too: it is then on the list as well.
      await db
        .insertInto('charity_offers')
        .values({ item_id: data.itemId, charity_id: data.requesterId, ...answer })
        .onConflict((conflict) => conflict.columns(['item_id', 'charity_id']).doUpdateSet(answer))
        .execute();
    },
    async OpenedToAll({ data }, db) {
      await db
        .updateTable('charity_windows')
        .set({ opened_at: new Date(data.openedAt) })
        .where('item_id', '=', data.itemId)
        .execute();
      await db
        .updateTable('charity_offers')
        .set({ answer: 'silent' })
        .where('item_id', '=', data.itemId)
        .where('answer', '=', 'waiting')
        .execute();
    },
  },
});

async function decided(
  db: Transaction<AppDatabase>,
  data: { charityId: string; moderatorId: string; reason: string | null; decidedAt: string },
  status: 'verified' | 'rejected' | 'revoked',
) {
  await db
    .updateTable('charity_verifications')
    .set({
      status,
      decided_by: data.moderatorId,
      decided_at: new Date(data.decidedAt),
      reason: data.reason,
    })
    .where('charity_id', '=', data.charityId)
    .execute();
}
