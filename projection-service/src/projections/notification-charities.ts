import { uaeClock } from '@foodshare/contracts/charities';
import { NOTIFICATION_TEXT } from '@foodshare/contracts/notifications';
import type { TypedHandlers } from '../projection';
import type { NotificationBatch } from './notification-batch';
import { notice } from './notification-statements';

/**
 * The charity-first window's notices (docs/product.md §20): the verified charities of the
 * listing's emirate are told it is theirs to request first. The projection keeps who is verified
 * where, from the charities' own events, so it reads no other projection.
 */
export const charityNotifications: TypedHandlers<NotificationBatch> = {
  CharityVerified: async ({ data }, db) => {
    await db
      .insertInto('notification_verified_charities')
      .values({ charity_id: data.charityId, emirate: data.emirate })
      .onConflict((conflict) =>
        conflict.column('charity_id').doUpdateSet({ emirate: data.emirate }),
      )
      .execute();
  },
  CharityVerificationRevoked: async ({ data }, db) => {
    await db
      .deleteFrom('notification_verified_charities')
      .where('charity_id', '=', data.charityId)
      .execute();
  },
  OfferedToCharities: async (event, db, batch) => {
    const { data } = event;
    const item = await batch.item(data.itemId);
    if (!item) return;
    const charities = await db
      .selectFrom('notification_verified_charities')
      .select('charity_id')
      .where('emirate', '=', data.emirate)
      .execute();
    const text = NOTIFICATION_TEXT.charityOffer(item.title, uaeClock(data.opensToAllAt));
    batch.notify(
      event,
      item.id,
      data.offeredAt,
      charities.map((charity) => notice(charity.charity_id, 'charity_offer', text)),
    );
  },
};
