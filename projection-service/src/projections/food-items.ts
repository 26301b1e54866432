import { DECLINE_REASON_TEXT } from '@foodshare/contracts/requests';
import { foodItemsSchema } from '@foodshare/read-models/food-items';
import { defineProjection } from '../projection';
import { addMoney, FoodItemsBatch } from './food-items-batch';

/**
 * The food_items read model, and the food_requests each item received (their tables:
 * read-models' food-items). An item's `status` is its life (a withdrawal included);
 * `review_status` is its safety review alone (version 5: a withdrawal was stored as a review
 * status before). Version 6: offers sold by the unit (each request its quantity and its own
 * sale), the pickup point, and the donor's hiding of an item. Version 7: indexes for the public
 * list at scale (newest first, by category, trigram search). Version 8: the trigram indexes are
 * on the text as search folds it (`public.search_normalise`: Arabic spelling variants and
 * diacritics), the expression the search compares. Version 9: the surplus cause, and what
 * became of an item that ended uncollected (docs/product.md §13). Version 10: the pickup window
 * (`pickup_from`, and `pickup_until`, named `available_until` before). Version 11: no-shows
 * (`no_shows`, and each request's `no_show`) and when a request may be accepted. Version 12:
 * the temperature measured at handover, and where a held handover stands (docs/product.md §11.3).
 */
export const foodItemsProjection = defineProjection<FoodItemsBatch>({
  name: 'food-items',
  version: 12,
  ...foodItemsSchema,
  // Each batch reads the rows it touches at once, changes them in memory, and writes each once.
  prepareBatch: (events, db) => FoodItemsBatch.prepare(events, db),
  finishBatch: (batch) => batch.write(),
  on: {
    DonationSubmitted: async ({ data }, _db, batch) => {
      const { answers } = data;
      const at = new Date(data.submittedAt);
      if (await batch.item(data.itemId)) return;
      await batch.addItem({
        id: data.itemId,
        donor_id: data.donorId,
        title: data.title,
        description: data.description,
        category: data.category,
        quantity: data.quantity,
        servings: data.servings,
        image_url: data.imageUrl,
        pickup_location: data.pickupLocation,
        pickup_instructions: batch.open(data.pickupInstructions),
        pickup_from: new Date(data.pickupFrom),
        pickup_until: data.pickupUntil ? new Date(data.pickupUntil) : null,
        status: 'available',
        is_marketplace: data.isMarketplace,
        original_price: data.originalPrice,
        discounted_price: data.discountedPrice,
        food_type: answers.foodType,
        food_source: answers.foodSource,
        preparation_time: answers.preparationTime,
        storage_method: answers.storageMethod,
        is_sealed: answers.isSealed,
        allergens: JSON.stringify(answers.allergens),
        handling_status: answers.handlingStatus,
        spoilage_indicators: JSON.stringify(answers.spoilageIndicators),
        hygienic_handling: answers.hygienicHandling,
        donation_agreement: answers.donationAgreement,
        date_label: answers.dateLabel ? JSON.stringify(answers.dateLabel) : null,
        requester_id: null,
        review_status: 'pending_check',
        safety_verdict: null,
        safety_reasons: '[]',
        rule_version: null,
        open_requests: 0,
        collected_at: null,
        sale_price: null,
        sale_fee: null,
        sale_fee_rate: null,
        units: data.units ?? 1,
        units_left: data.units ?? 1,
        unit_label: data.unitLabel ?? null,
        max_units_per_buyer: data.maxUnitsPerBuyer ?? null,
        pickup_latitude: data.pickupPoint?.latitude ?? null,
        pickup_longitude: data.pickupPoint?.longitude ?? null,
        hidden_by_donor: false,
        surplus_cause: data.surplusCause ?? null,
        destination: null,
        created_at: at,
        updated_at: at,
      });
    },
    ItemDestinationRecorded: ({ data }, _db, batch) =>
      batch.touch(data.itemId, data.recordedAt, () => ({ destination: data.destination })),
    ItemHiddenByDonor: ({ data }, _db, batch) =>
      batch.touch(data.itemId, data.hiddenAt, () => ({ hidden_by_donor: true })),
    SafetyCheckPassed: ({ data }, _db, batch) =>
      batch.touch(data.itemId, data.checkedAt, () => ({
        safety_verdict: data.verdict,
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      })),
    DonationApproved: ({ data }, _db, batch) =>
      batch.touch(data.itemId, data.approvedAt, () => ({ review_status: 'approved' })),
    DonationFlaggedForReview: ({ data }, _db, batch) =>
      batch.touch(data.itemId, data.checkedAt, () => ({
        review_status: 'flagged',
        safety_verdict: data.verdict,
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      })),
    DonationRejected: ({ data }, _db, batch) =>
      batch.touch(data.itemId, data.rejectedAt, () => ({
        review_status: 'rejected',
        safety_verdict: 'reject',
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      })),
    ItemExpired: ({ data }, _db, batch) => closeItem(batch, data.itemId, 'expired', data.expiredAt),
    ItemWithdrawn: ({ data }, _db, batch) =>
      closeItem(batch, data.itemId, 'withdrawn', data.withdrawnAt),
    // Hidden by members' reports, an item waits for a moderator like a flagged donation, and is
    // listed nowhere meanwhile; dismissed reports list it again (only approved items are reported).
    ItemHiddenPendingReview: ({ data }, _db, batch) =>
      batch.touch(data.itemId, data.hiddenAt, () => ({ review_status: 'flagged' })),
    ReportsDismissed: ({ data }, _db, batch) =>
      batch.touch(data.itemId, data.dismissedAt, () => ({ review_status: 'approved' })),
    // Taken down by a moderator, the item leaves every list like a withdrawn one.
    ItemTakenDown: ({ data }, _db, batch) =>
      closeItem(batch, data.itemId, 'withdrawn', data.takenDownAt),
    // An overturned appeal within the item's time lists it again (docs/product.md §18).
    AppealDecided: ({ data }, _db, batch) =>
      data.relisted
        ? batch.touch(
            data.itemId,
            data.decidedAt,
            // Its units stand as the take-down left them: a recount would keep it withdrawn.
            () => ({ review_status: 'approved', status: 'available' }),
          )
        : Promise.resolve(),
    ItemRequested: async ({ data }, _db, batch) => {
      const at = new Date(data.requestedAt);
      if (!(await batch.request(data.requestId))) {
        const item = await batch.item(data.itemId);
        await batch.addRequest({
          id: data.requestId,
          food_item_id: data.itemId,
          requester_id: data.requesterId,
          // The item's donor; the requester for an item not there.
          donor_id: item?.donor_id ?? data.requesterId,
          message: batch.open(data.message),
          status: 'pending',
          intent: data.intent,
          price: data.price,
          pickup_code: null,
          decline_reason: null,
          decline_note: null,
          pickup_time: null,
          quantity: data.quantity ?? 1,
          acceptable_from: data.acceptableFrom ? new Date(data.acceptableFrom) : null,
          no_show: null,
          sale_price: null,
          sale_fee: null,
          sale_fee_rate: null,
          temperature_c: null,
          temperature_class: null,
          temperature_in_range: null,
          temperature_hold: null,
          created_at: at,
          updated_at: at,
        });
      }
      await batch.touch(data.itemId, data.requestedAt, () => ({}), { open: true });
    },
    RequestAccepted: async ({ data }, _db, batch) => {
      await batch.updateRequest(data.requestId, data.acceptedAt, {
        status: 'approved',
        pickup_code: data.pickupCode,
      });
      await batch.touch(data.itemId, data.acceptedAt, () => ({ requester_id: data.requesterId }), {
        open: true,
      });
    },
    ItemReserved: ({ data }, _db, batch) =>
      batch.touch(data.itemId, data.reservedAt, () => ({}), { units: true }),
    RequestDeclined: async ({ data }, _db, batch) => {
      await batch.updateRequest(data.requestId, data.declinedAt, {
        status: 'declined',
        decline_reason: DECLINE_REASON_TEXT[data.reason],
        decline_note: batch.open(data.note),
      });
      await batch.touch(data.itemId, data.declinedAt, () => ({}), { open: true, units: true });
    },
    NoShowRecorded: async ({ data }, db, batch) => {
      await batch.updateRequest(data.requestId, data.recordedAt, { no_show: data.outcome });
      await db
        .insertInto('no_shows')
        .values({
          request_id: data.requestId,
          item_id: data.itemId,
          taker_id: data.takerId,
          outcome: data.outcome,
          recorded_at: new Date(data.recordedAt),
        })
        .onConflict((conflict) => conflict.column('request_id').doNothing())
        .execute();
    },
    RequestCancelled: async ({ data }, _db, batch) => {
      await batch.updateRequest(data.requestId, data.cancelledAt, { status: 'cancelled' });
      await batch.touch(data.itemId, data.cancelledAt, () => ({}), { open: true, units: true });
    },
    ReservationReleased: ({ data }, _db, batch) =>
      batch.touch(
        data.itemId,
        data.releasedAt,
        (item) => ({ requester_id: item.is_marketplace ? item.requester_id : null }),
        { units: true },
      ),
    // What the person wrote, and who they were to others' items, goes with the account. Their
    // own items are withdrawn and their open requests cancelled after it (account-closure).
    UserDeleted: ({ data }, _db, batch) => batch.forgetUser(data.userId),
    HandoverHeldForTemperature: async ({ data }, _db, batch) => {
      const { reading } = data;
      await batch.updateRequest(data.requestId, data.heldAt, {
        temperature_c: reading.celsius,
        temperature_class: reading.temperatureClass,
        temperature_in_range: reading.inRange,
        temperature_hold: 'held',
      });
      await batch.touch(data.itemId, data.heldAt, () => ({}));
    },
    HandoverTemperatureDecided: async ({ data }, _db, batch) => {
      await batch.updateRequest(data.requestId, data.decidedAt, {
        temperature_hold: data.decision === 'take' ? 'taken' : 'refused',
      });
      await batch.touch(data.itemId, data.decidedAt, () => ({}));
    },
    RefusedHandoverSettled: async ({ data }, _db, batch) => {
      await batch.updateRequest(data.requestId, data.settledAt, {
        temperature_hold: data.returnToListing ? 'returned' : 'withdrawn',
      });
    },
    ItemCollected: async ({ data }, _db, batch) => {
      const { sale } = data;
      await batch.updateRequest(data.requestId, data.collectedAt, {
        status: 'collected',
        pickup_time: new Date(data.collectedAt),
        sale_price: sale?.price ?? null,
        sale_fee: sale?.fee ?? null,
        sale_fee_rate: sale?.feeRate ?? null,
        ...(data.temperature
          ? {
              temperature_c: data.temperature.celsius,
              temperature_class: data.temperature.temperatureClass,
              temperature_in_range: data.temperature.inRange,
              temperature_hold: data.takenOutOfRange ? 'taken' : null,
            }
          : {}),
      });
      // An offer's sales add up on the item; each stays on its own request.
      await batch.touch(
        data.itemId,
        data.collectedAt,
        (item) => ({
          requester_id: data.collectorId,
          collected_at: new Date(data.collectedAt),
          ...(sale
            ? {
                sale_price: addMoney(item.sale_price, sale.price),
                sale_fee: addMoney(item.sale_fee, sale.fee),
              }
            : {}),
          sale_fee_rate: sale?.feeRate ?? null,
        }),
        { units: true },
      );
    },
  },
});

/** An item expires or is withdrawn: its pending and accepted requests close with it. */
async function closeItem(
  batch: FoodItemsBatch,
  itemId: string,
  status: 'expired' | 'withdrawn',
  at: string,
): Promise<void> {
  await batch.closeRequests(itemId, status, at);
  await batch.touch(itemId, at, () => ({ status }), { open: true });
}
