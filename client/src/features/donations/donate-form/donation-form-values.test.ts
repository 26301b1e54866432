import { DONATION_MESSAGES, donationPayloadSchema } from '@foodshare/contracts/donations';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  categoryMismatch,
  createDonationResolver,
  DONATION_FORM_DEFAULTS,
  type DonationFormValues,
  formatOffset,
  initialDonationValues,
  localDateTimeToIso,
  questionsLeft,
  safetyAnswersFrom,
  toDonationPayload,
} from './donation-form-values';

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

const donation: DonationFormValues = {
  ...DONATION_FORM_DEFAULTS,
  title: 'Fresh dates',
  category: 'fresh_produce',
  quantity: '2 kg',
  pickupLocation: 'Jumeirah Lake Towers, Cluster D',
  // A day after NOW on the donor's clock, whatever their zone.
  pickupUntil: '2026-11-22T12:00',
  imageUrl: PHOTO,
  foodType: 'fresh_produce',
  foodSource: 'homemade',
  preparationTime: 'today',
  storageMethod: 'refrigerated',
  isSealed: true,
  allergens: ['none'],
  handlingStatus: 'untouched',
  spoilageIndicators: ['no_spoilage'],
  hygienicHandling: true,
  donationAgreement: true,
};

const offer: DonationFormValues = {
  ...donation,
  donationMode: 'marketplace',
  originalPrice: '40',
  price: '15.5',
  units: '5',
  unitLabel: 'bag',
  weightKg: '7.5',
};

const options = {
  fields: {},
  names: [],
  shouldUseNativeValidation: false,
} as unknown as ResolverOptions<DonationFormValues>;

const NOW = new Date('2026-11-21T10:00:00Z');
const resolve = (values: DonationFormValues) =>
  createDonationResolver(() => NOW)(values, undefined, options);

describe('localDateTimeToIso', () => {
  it('adds the offset the donor had at that moment', () => {
    expect(localDateTimeToIso('2026-11-21T18:30', () => 240)).toBe('2026-11-21T18:30:00+04:00');
  });

  it('writes offsets west of UTC and half hours', () => {
    expect(formatOffset(-300)).toBe('-05:00');
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(0)).toBe('+00:00');
  });

  it('leaves text that is not a date-time for the schema to turn down', () => {
    expect(localDateTimeToIso('tomorrow evening')).toBe('tomorrow evening');
  });
});

describe('toDonationPayload', () => {
  it('sends a free donation without prices, with the lists as JSON text (docs/product.md §7)', () => {
    const payload = toDonationPayload({ ...donation, allergens: ['sesame'], price: '9' });
    expect(payload).toMatchObject({
      donationMode: 'individual',
      isMarketplace: false,
      allergens: '["sesame"]',
      spoilageIndicators: '["no_spoilage"]',
    });
    expect(payload.price).toBeUndefined();
    expect(payload.originalPrice).toBeUndefined();
  });

  it('leaves out optional fields that were left blank', () => {
    const payload = JSON.parse(JSON.stringify(toDonationPayload(donation)));
    for (const blank of ['description', 'servings', 'pickupInstructions', 'pickupFrom']) {
      expect(payload).not.toHaveProperty(blank);
    }
    expect(payload).not.toHaveProperty('dateLabel');
  });

  it('sends the discounted price as entered, as `price`, for a marketplace listing', () => {
    const payload = toDonationPayload(offer);
    expect(payload).toMatchObject({ isMarketplace: true, originalPrice: '40', price: '15.5' });
    expect(donationPayloadSchema.parse(payload)).toMatchObject({
      originalPrice: '40.00',
      discountedPrice: '15.50',
    });
  });

  it('sends a package date only when one was given', () => {
    const payload = toDonationPayload({
      ...donation,
      dateLabel: { kind: 'best_before', date: '2026-11-30' },
    });
    expect(payload.dateLabel).toEqual({ kind: 'best_before', date: '2026-11-30' });
  });
});

describe('the donation resolver', () => {
  it('hands back the body to send when every answer is valid', async () => {
    const result = await resolve(offer);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(toDonationPayload(offer));
  });

  it('asks for the photo', async () => {
    const { errors } = await resolve({ ...donation, imageUrl: '' });
    expect(errors.imageUrl?.message).toBe(DONATION_MESSAGES.photoRequired);
  });

  it("asks for the required text fields with docs/product.md §5's messages", async () => {
    const { errors } = await resolve({ ...donation, title: ' ', quantity: '', pickupLocation: '' });
    expect(errors.title?.message).toBe(DONATION_MESSAGES.titleRequired);
    expect(errors.quantity?.message).toBe(DONATION_MESSAGES.quantityRequired);
    expect(errors.pickupLocation?.message).toBe(DONATION_MESSAGES.pickupLocationRequired);
  });

  it('asks for both confirmations', async () => {
    const { errors } = await resolve({
      ...donation,
      hygienicHandling: false,
      donationAgreement: false,
    });
    expect(errors.hygienicHandling?.message).toBe(DONATION_MESSAGES.hygienicHandlingFalse);
    expect(errors.donationAgreement?.message).toBe(DONATION_MESSAGES.donationAgreementFalse);
  });

  it('puts a discounted price above the original on the discounted price field', async () => {
    const { errors } = await resolve({ ...offer, price: '50' });
    expect(errors.price?.message).toBe(DONATION_MESSAGES.discountAboveOriginal);
  });

  it('describes an offer by its units, and asks what one unit is', async () => {
    expect(toDonationPayload(offer)).toMatchObject({
      quantity: '5 bags',
      units: '5',
      unitLabel: 'bag',
    });
    const { errors } = await resolve({ ...offer, unitLabel: ' ' });
    expect(errors.unitLabel?.message).toBe(DONATION_MESSAGES.unitLabelRequired);
  });

  it('asks a marketplace listing for both prices', async () => {
    const { errors } = await resolve({ ...offer, originalPrice: '', price: '' });
    expect(errors.originalPrice?.message).toBe(DONATION_MESSAGES.originalPriceRequired);
    expect(errors.price?.message).toBe(DONATION_MESSAGES.discountedPriceRequired);
  });

  it('turns down a price with more than 2 decimals', async () => {
    const { errors } = await resolve({ ...offer, price: '9.999' });
    expect(errors.price?.message).toBe(DONATION_MESSAGES.priceInvalid);
  });

  it('turns down a pickup window that has already closed', async () => {
    const { errors } = await resolve({ ...donation, pickupUntil: '2020-01-01T10:00' });
    expect(errors.pickupUntil?.message).toBe(DONATION_MESSAGES.pickupUntilPast);
  });

  it('accepts a pickup window still open', async () => {
    const { errors } = await resolve({
      ...donation,
      pickupFrom: '2026-11-22T09:00',
      pickupUntil: '2026-11-22T12:00',
    });
    expect(errors).toEqual({});
  });

  it('asks when pickup ends', async () => {
    const { errors } = await resolve({ ...donation, pickupUntil: '' });
    expect(errors.pickupUntil?.message).toBe(DONATION_MESSAGES.pickupUntilRequired);
  });

  it('turns down a window that ends before it starts, lasts over 3 days or ends over 14 days ahead', async () => {
    const backwards = await resolve({
      ...donation,
      pickupFrom: '2026-11-22T13:00',
      pickupUntil: '2026-11-22T12:00',
    });
    expect(backwards.errors.pickupUntil?.message).toBe(DONATION_MESSAGES.pickupWindowOrder);
    const long = await resolve({
      ...donation,
      pickupFrom: '2026-11-22T12:00',
      pickupUntil: '2026-11-25T12:01',
    });
    expect(long.errors.pickupUntil?.message).toBe(DONATION_MESSAGES.pickupWindowTooLong);
    const far = await resolve({
      ...donation,
      pickupFrom: '2026-12-07T12:00',
      pickupUntil: '2026-12-07T14:00',
    });
    expect(far.errors.pickupUntil?.message).toBe(DONATION_MESSAGES.pickupUntilTooFar);
  });

  it('asks every question of an untouched questionnaire, none answered for the donor', async () => {
    const { errors } = await resolve({
      ...DONATION_FORM_DEFAULTS,
      title: 'Biryani',
      quantity: '3 trays',
      pickupLocation: 'Deira',
      imageUrl: PHOTO,
    });
    expect(errors.category?.message).toBe(DONATION_MESSAGES.categoryRequired);
    expect(errors.foodType?.message).toBe(DONATION_MESSAGES.foodType);
    expect(errors.foodSource?.message).toBe(DONATION_MESSAGES.foodSource);
    expect(errors.preparationTime?.message).toBe(DONATION_MESSAGES.preparationTime);
    expect(errors.storageMethod?.message).toBe(DONATION_MESSAGES.storageMethod);
    expect(errors.isSealed?.message).toBe(DONATION_MESSAGES.isSealed);
    expect(errors.handlingStatus?.message).toBe(DONATION_MESSAGES.handlingStatus);
    expect(errors.allergens?.message).toBe(DONATION_MESSAGES.allergensRequired);
    expect(errors.spoilageIndicators?.message).toBe(DONATION_MESSAGES.spoilageRequired);
  });

  it('puts a category that disagrees with the food type on both fields, even with others missing', async () => {
    const { errors } = await resolve({
      ...donation,
      title: '',
      category: 'prepared_meals',
      foodType: 'fresh_produce',
    });
    expect(errors.category?.message).toMatch(
      /Prepared Meals does not match the food type Fresh produce/,
    );
    expect(errors.foodType?.message).toBe(errors.category?.message);
  });
});

describe('categoryMismatch', () => {
  it('says nothing until both are answered, or when they agree', () => {
    expect(categoryMismatch({ category: '', foodType: 'cooked_meal' })).toBeNull();
    expect(categoryMismatch({ category: 'prepared_meals', foodType: '' })).toBeNull();
    expect(categoryMismatch({ category: 'prepared_meals', foodType: 'cooked_meal' })).toBeNull();
  });

  it('names both answers and what the category takes', () => {
    expect(categoryMismatch({ category: 'bakery_items', foodType: 'cooked_meal' })).toBe(
      'The category Bakery Items does not match the food type Cooked meal: Bakery Items take Baked goods or Packaged item. Change the category or the food type.',
    );
  });
});

describe('questionsLeft', () => {
  it('lists every question of an untouched form, the confirmations included', () => {
    expect(questionsLeft(DONATION_FORM_DEFAULTS)).toHaveLength(10);
  });

  it('is empty once every question is answered', () => {
    expect(questionsLeft(donation)).toEqual([]);
  });
});

describe('safetyAnswersFrom', () => {
  it('gives the check nothing to judge while a question is unanswered', () => {
    expect(safetyAnswersFrom(DONATION_FORM_DEFAULTS)).toBeNull();
    expect(safetyAnswersFrom({ ...donation, isSealed: null })).toBeNull();
    expect(safetyAnswersFrom({ ...donation, spoilageIndicators: [] })).toBeNull();
    expect(safetyAnswersFrom({ ...donation, donationAgreement: false })).toBeNull();
  });

  it('passes the questionnaire answers to the check as they are', () => {
    expect(safetyAnswersFrom({ ...donation, allergens: ['sesame'] })).toEqual({
      foodType: 'fresh_produce',
      foodSource: 'homemade',
      preparationTime: 'today',
      storageMethod: 'refrigerated',
      isSealed: true,
      allergens: ['sesame'],
      handlingStatus: 'untouched',
      spoilageIndicators: ['no_spoilage'],
      hygienicHandling: true,
      donationAgreement: true,
    });
  });

  it('includes a complete package date, and ignores one still being typed', () => {
    const label = { kind: 'use_by', date: '2026-11-30' } as const;
    expect(safetyAnswersFrom({ ...donation, dateLabel: label })?.dateLabel).toEqual(label);
    expect(
      safetyAnswersFrom({ ...donation, dateLabel: { kind: 'use_by', date: '' } }),
    ).not.toHaveProperty('dateLabel');
  });
});

describe('initialDonationValues', () => {
  it("starts from docs/product.md §5's defaults", () => {
    const now = new Date(2026, 10, 21, 17, 50);
    // With an end proposed: three hours on, at the next quarter hour.
    expect(initialDonationValues({}, null, now)).toEqual({
      ...DONATION_FORM_DEFAULTS,
      pickupUntil: '2026-11-21T21:00',
    });
    expect(initialDonationValues({ pickupUntil: '2026-11-21T22:30' }, null, now).pickupUntil).toBe(
      '2026-11-21T22:30',
    );
  });

  it('restores the draft over the defaults', () => {
    expect(initialDonationValues({ title: 'Dates', isSealed: false }, null)).toMatchObject({
      title: 'Dates',
      isSealed: false,
      donationMode: 'individual',
    });
  });

  it("takes a hub's address from the link over the draft's pickup location", () => {
    expect(
      initialDonationValues({ pickupLocation: 'Home' }, '  Sharing Table Hub, Deira  '),
    ).toMatchObject({ pickupLocation: 'Sharing Table Hub, Deira' });
  });

  it('keeps the draft when the link carries an empty address', () => {
    expect(initialDonationValues({ pickupLocation: 'Home' }, ' ')).toMatchObject({
      pickupLocation: 'Home',
    });
  });
});
