import { surplusTemplatesSchema } from '@foodshare/read-models/surplus-templates';
import { defineProjection } from '../projection';

/**
 * The surplus_templates read model (docs/product.md §21): each business's templates as its
 * list shows them, with the last day told and the last day posted.
 */
export const surplusTemplatesProjection = defineProjection({
  name: 'surplus-templates',
  version: 1,
  ...surplusTemplatesSchema,
  on: {
    async SurplusTemplateCreated({ data }, db) {
      const at = new Date(data.createdAt);
      await db
        .insertInto('surplus_templates')
        .values({
          id: data.templateId,
          business_id: data.businessId,
          name: data.name,
          listing: JSON.stringify(data.listing),
          photo_url: data.photoUrl,
          days: data.schedule.days,
          time: data.schedule.time,
          pickup_from: data.schedule.pickupFrom,
          pickup_until: data.schedule.pickupUntil,
          paused: false,
          deleted: false,
          last_due_date: null,
          last_posted_date: null,
          last_item_id: null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
    async SurplusTemplatePaused({ data }, db) {
      await db
        .updateTable('surplus_templates')
        .set({ paused: true, updated_at: new Date(data.pausedAt) })
        .where('id', '=', data.templateId)
        .execute();
    },
    async SurplusTemplateResumed({ data }, db) {
      await db
        .updateTable('surplus_templates')
        .set({ paused: false, updated_at: new Date(data.resumedAt) })
        .where('id', '=', data.templateId)
        .execute();
    },
    async SurplusTemplateDeleted({ data }, db) {
      await db
        .updateTable('surplus_templates')
        .set({ deleted: true, updated_at: new Date(data.deletedAt) })
        .where('id', '=', data.templateId)
        .execute();
    },
    async SurplusOccurrenceDue({ data }, db) {
      await db
        .updateTable('surplus_templates')
        .set({ last_due_date: data.date, updated_at: new Date(data.notifiedAt) })
        .where('id', '=', data.templateId)
        .execute();
    },
    async SurplusOccurrenceConfirmed({ data }, db) {
      await db
        .updateTable('surplus_templates')
        .set({
          last_posted_date: data.date,
          last_item_id: data.itemId,
          updated_at: new Date(data.confirmedAt),
        })
        .where('id', '=', data.templateId)
        .execute();
    },
  },
});
