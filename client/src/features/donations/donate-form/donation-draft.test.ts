import { describe, expect, it } from 'vitest';
import {
  clearDonationDraft,
  DONATION_DRAFT_KEY,
  type DraftStorage,
  loadDonationDraft,
  saveDonationDraft,
} from './donation-draft';
import { DONATION_FORM_DEFAULTS, type DonationFormValues } from './donation-form-values';

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & {
  entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const filled: DonationFormValues = {
  ...DONATION_FORM_DEFAULTS,
  donationMode: 'marketplace',
  title: 'Vegetable biryani',
  quantity: '3 trays',
  pickupLocation: 'Al Barsha 1, Dubai',
  imageUrl: 'data:image/jpeg;base64,/9j/4AAQ',
  foodType: 'cooked_meal',
  allergens: ['dairy', 'sesame'],
  spoilageIndicators: ['no_spoilage'],
  hygienicHandling: true,
};

describe('donation draft', () => {
  it('restores every answer that was saved', () => {
    const storage = memoryStorage();
    saveDonationDraft(storage, filled);
    expect(loadDonationDraft(storage)).toMatchObject({
      title: 'Vegetable biryani',
      quantity: '3 trays',
      pickupLocation: 'Al Barsha 1, Dubai',
      foodType: 'cooked_meal',
      allergens: ['dairy', 'sesame'],
      hygienicHandling: true,
      spoilageIndicators: ['no_spoilage'],
      dateLabel: { kind: 'use_by', date: '' },
    });
  });

  it('keeps neither the marketplace mode nor the photo (docs/product.md §4)', () => {
    const storage = memoryStorage();
    saveDonationDraft(storage, filled);
    const draft = loadDonationDraft(storage);
    expect(draft).not.toHaveProperty('donationMode');
    expect(draft).not.toHaveProperty('imageUrl');
    expect(storage.entries.get(DONATION_DRAFT_KEY)).not.toContain('marketplace');
  });

  it('is empty when nothing was saved', () => {
    expect(loadDonationDraft(memoryStorage())).toEqual({});
  });

  it('is empty when the stored text is not JSON', () => {
    expect(loadDonationDraft(memoryStorage({ [DONATION_DRAFT_KEY]: '{oops' }))).toEqual({});
  });

  it('drops only the fields it can no longer read', () => {
    const storage = memoryStorage({
      [DONATION_DRAFT_KEY]: JSON.stringify({
        title: 'Bread',
        category: 'sweets',
        allergens: ['gluten', 'celery'],
        isSealed: false,
      }),
    });
    expect(loadDonationDraft(storage)).toEqual({ title: 'Bread', isSealed: false });
  });

  it('is gone once cleared after a successful post', () => {
    const storage = memoryStorage();
    saveDonationDraft(storage, filled);
    clearDonationDraft(storage);
    expect(storage.entries.has(DONATION_DRAFT_KEY)).toBe(false);
    expect(loadDonationDraft(storage)).toEqual({});
  });

  it('lets the form carry on when storage refuses to save', () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveDonationDraft(full, filled)).not.toThrow();
  });
});
