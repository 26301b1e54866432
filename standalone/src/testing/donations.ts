import { expect } from 'vitest';
import type { TestBrowser } from './test-app';
import { uniqueUsername } from './test-app';

/** A real (1×1) JPEG as the client sends it: a data URL. */
export const JPEG_DATA_URL =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

/** A donation every rule passes: sealed, store-bought fresh produce, handled hygienically. */
export function safeDonation(overrides: Record<string, unknown> = {}) {
  return {
    donationMode: 'individual',
    title: 'Crate of tomatoes',
    description: 'Ripe, from this morning’s delivery',
    category: 'fresh_produce',
    quantity: '1 crate',
    servings: '10',
    pickupLocation: 'Al Barsha 1, Dubai',
    pickupInstructions: 'Ring the bell at the back door',
    // A pickup window from now for four hours (docs/product.md §10).
    pickupUntil: new Date(Date.now() + 4 * 3_600_000).toISOString(),
    weightKg: 4.5,
    isMarketplace: false,
    imageUrl: JPEG_DATA_URL,
    foodType: 'fresh_produce',
    foodSource: 'store_bought',
    preparationTime: 'today',
    storageMethod: 'refrigerated',
    isSealed: true,
    allergens: '["none"]',
    handlingStatus: 'untouched',
    spoilageIndicators: '["no_spoilage"]',
    hygienicHandling: true,
    donationAgreement: true,
    ...overrides,
  };
}

export async function signUp(
  browser: TestBrowser,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; username: string }> {
  const response = await browser.post('/api/register', {
    username: uniqueUsername('donor'),
    firstName: 'Salem',
    lastName: 'Al Mansoori',
    role: 'individual',
    profileVisibility: true,
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

export async function donate(
  browser: TestBrowser,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await browser.post('/api/food-items', safeDonation(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** Waits until the donor's own list shows the item in the given review status. */
export async function reviewStatusOf(
  browser: TestBrowser,
  itemId: string,
): Promise<string | undefined> {
  const mine = (await browser.get('/api/my-donations')).json() as {
    id: string;
    reviewStatus: string;
  }[];
  return mine.find((item) => item.id === itemId)?.reviewStatus;
}

/** Waits for the automated check to approve the item (it runs as a job); usable in hooks. */
export async function untilApproved(donor: TestBrowser, itemId: string): Promise<void> {
  for (let tries = 0; (await reviewStatusOf(donor, itemId)) !== 'approved'; tries++) {
    if (tries > 150) throw new Error('the donation was not approved');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
