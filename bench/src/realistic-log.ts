import { randomUUID } from 'node:crypto';
import { FOOD_CATEGORIES, type FoodCategory, USER_ROLES } from '@foodshare/contracts/enums';
import { domainEventSchema } from '@foodshare/contracts/events';
import type { EventToAppend } from '@foodshare/platform/event-store/event-store';

/**
 * A realistic event log, built as the command side would have recorded it: each stream's events
 * in the order its decider allows (submitted, checked and approved, requested, accepted and
 * reserved, collected, a sale with its fee), titles in English and Arabic over every category.
 */

/** One stream's events, appended together to a stream that must not exist yet. */
export interface StreamToAppend {
  readonly streamId: string;
  readonly events: EventToAppend[];
}

export interface BenchUser {
  readonly id: string;
  readonly username: string;
  readonly role: (typeof USER_ROLES)[number];
  readonly firstName: string;
  readonly lastName: string;
  readonly businessName: string | null;
}

const TITLES: Record<FoodCategory, readonly string[]> = {
  fresh_produce: [
    'Crate of tomatoes',
    'Box of cucumbers',
    'Bananas from this morning',
    'Mixed salad leaves',
    'صندوق طماطم طازجة',
    'خضار مشكلة من السوق',
    'تمر خلاص من العين',
  ],
  prepared_meals: [
    'Chicken biryani trays',
    'Vegetable curry with rice',
    'Lentil soup portions',
    'Falafel wraps',
    'مجبوس دجاج',
    'أرز بالدجاج للعائلة',
    'هريس رمضان',
  ],
  packaged_goods: [
    'Sealed pasta packs',
    'Canned chickpeas',
    'Breakfast cereal boxes',
    'Bottled water cases',
    'علب حمص معلبة',
    'أكياس أرز بسمتي',
  ],
  bakery_items: [
    'Fresh Arabic bread',
    'Croissants from today',
    'Date cookies',
    'Sourdough loaves',
    'خبز عربي طازج',
    'معمول بالتمر',
    'كعك بالسمسم',
  ],
  dairy: [
    'Laban bottles',
    'Greek yoghurt cups',
    'Halloumi packs',
    'لبن عيران',
    'جبنة بيضاء',
    'زبادي طازج',
  ],
  frozen: [
    'Frozen samosas',
    'Frozen mixed vegetables',
    'Frozen chicken breasts',
    'سمبوسة مجمدة',
    'خضار مجمدة',
  ],
};

const PLACES = [
  'Al Barsha 1, Dubai',
  'Jumeirah Lake Towers, Dubai',
  'Al Nahda, Sharjah',
  'Khalifa City, Abu Dhabi',
  'Al Majaz, Sharjah',
  'Al Nuaimiya, Ajman',
  'Corniche, Abu Dhabi',
  'Deira, Dubai',
  'دبي، البرشاء',
  'أبوظبي، مدينة خليفة',
];
const FIRST_NAMES = ['Aisha', 'Omar', 'Fatima', 'Khalid', 'Mariam', 'Yousef', 'Noura', 'Priya'];
const LAST_NAMES = ['Al Mansoori', 'Rahman', 'Al Nuaimi', 'Haddad', 'Al Suwaidi', 'Menon'];
const BUSINESSES = [
  'Al Fanar Kitchen',
  'Sharing Table',
  'مخبز الريف',
  'Green Grocer',
  'Bait Al Khair',
];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

export const itemTitle = (category: FoodCategory, index: number) =>
  `${pick(TITLES[category], index)} ${1 + (index % 50)}`;

export function benchUsers(count: number): BenchUser[] {
  return Array.from({ length: count }, (_, index) => {
    const role = pick(USER_ROLES, index);
    const business = role !== 'individual' && role !== 'driver';
    return {
      id: randomUUID(),
      username: `bench.user.${index}`,
      role,
      firstName: pick(FIRST_NAMES, index),
      lastName: pick(LAST_NAMES, index * 7),
      businessName: business ? `${pick(BUSINESSES, index)} ${index}` : null,
    };
  });
}

const meta = (actor: string) => ({
  actor,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  idempotencyKey: randomUUID(),
  schemaVersion: 1,
});

/** Validated as the command side validates: a bench log that would not parse proves nothing. */
function event(type: string, data: unknown, actor: string): EventToAppend {
  domainEventSchema.parse({ type, data });
  return { id: randomUUID(), type, data, metadata: meta(actor) };
}

/** A person's username claim and registration; `personal` is their sealed record. */
export function userStreams(user: BenchUser, personal: unknown, at: Date): StreamToAppend[] {
  const actor = `user:${user.id}`;
  return [
    {
      streamId: `username-${user.username.toLowerCase()}`,
      events: [event('UsernameClaimed', { username: user.username, userId: user.id }, actor)],
    },
    {
      streamId: `user-${user.id}`,
      events: [
        event(
          'UserRegistered',
          {
            userId: user.id,
            username: user.username,
            role: user.role,
            isPublicProfile: true,
            personal,
            registeredAt: at.toISOString(),
          },
          actor,
        ),
      ],
    },
  ];
}

export interface ItemLife {
  /** How far the item's life goes: listed (approved), requested, reserved or collected. */
  readonly until: 'approved' | 'requested' | 'reserved' | 'collected';
}

const answers = {
  foodType: 'fresh_produce',
  foodSource: 'store_bought',
  preparationTime: 'today',
  storageMethod: 'refrigerated',
  isSealed: true,
  allergens: [],
  handlingStatus: 'untouched',
  spoilageIndicators: ['no_spoilage'],
  hygienicHandling: true,
  donationAgreement: true,
};

/** One item's `food-<id>` stream: a free donation, or an offer when its donor is a business. */
export function itemStream(
  index: number,
  donor: BenchUser,
  taker: BenchUser,
  life: ItemLife,
  at: Date,
): StreamToAppend {
  const itemId = randomUUID();
  const category = pick(FOOD_CATEGORIES, index);
  const offer = donor.businessName !== null && index % 3 === 0;
  // Items arrive a minute apart, as a list sorted newest first meets them.
  const time = (minutes: number) =>
    new Date(at.getTime() + (index + minutes) * 60_000).toISOString();
  const donorActor = `user:${donor.id}`;
  const takerActor = `user:${taker.id}`;
  const price = offer ? `${10 + (index % 40)}.00` : null;
  const events = [
    event(
      'DonationSubmitted',
      {
        itemId,
        donorId: donor.id,
        donationMode: offer ? 'marketplace' : 'individual',
        isMarketplace: offer,
        title: itemTitle(category, index),
        description: index % 2 ? 'Surplus from today, please bring a bag' : 'فائض اليوم، طازج',
        category,
        quantity: `${1 + (index % 12)} boxes`,
        servings: String(2 + (index % 30)),
        pickupLocation: pick(PLACES, index),
        pickupInstructions: null,
        pickupFrom: time(0),
        // No expiry: the read bench lists items that stay available for the whole run.
        pickupUntil: null,
        originalPrice: offer ? `${20 + (index % 40)}.00` : null,
        discountedPrice: price,
        imageUrl: `/blobs/food-photos/bench-${index % 500}.jpg`,
        answers,
        units: offer ? 1 : null,
        unitLabel: offer ? 'box' : null,
        maxUnitsPerBuyer: null,
        pickupPoint: { latitude: 24 + (index % 200) / 100, longitude: 54 + (index % 150) / 100 },
        submittedAt: time(0),
      },
      donorActor,
    ),
    event(
      'SafetyCheckPassed',
      { itemId, verdict: 'pass', reasons: [], ruleVersion: '2025.1', checkedAt: time(1) },
      'system:safety-check',
    ),
    event(
      'DonationApproved',
      { itemId, donorId: donor.id, approvedBy: 'system:safety-check', approvedAt: time(1) },
      'system:safety-check',
    ),
  ];
  const requestId = randomUUID();
  if (life.until !== 'approved')
    events.push(
      event(
        'ItemRequested',
        {
          itemId,
          requestId,
          requesterId: taker.id,
          message: index % 2 ? 'I can come after work' : 'ممكن أستلم اليوم؟',
          intent: offer ? 'purchase' : 'request',
          price,
          quantity: offer ? 1 : null,
          requestedAt: time(30),
        },
        takerActor,
      ),
    );
  if (life.until === 'reserved' || life.until === 'collected')
    events.push(
      event(
        'RequestAccepted',
        {
          itemId,
          requestId,
          requesterId: taker.id,
          donorId: donor.id,
          pickupCode: String(100_000 + (index % 900_000)),
          acceptedAt: time(45),
        },
        donorActor,
      ),
      event(
        'ItemReserved',
        { itemId, requestId, requesterId: taker.id, reservedUntil: null, reservedAt: time(45) },
        donorActor,
      ),
    );
  if (life.until === 'collected')
    events.push(
      event(
        'ItemCollected',
        {
          itemId,
          requestId,
          donorId: donor.id,
          collectorId: taker.id,
          servings: String(2 + (index % 30)),
          isMarketplace: offer,
          sale:
            offer && price
              ? {
                  currency: 'AED',
                  price,
                  quantity: 1,
                  unitPrice: price,
                  feeRate: '0.0500',
                  fee: (Number(price) * 0.05).toFixed(2),
                }
              : null,
          confirmedBy: donor.id,
          collectedAt: time(90),
        },
        donorActor,
      ),
    );
  return { streamId: `food-${itemId}`, events };
}

const LIVES: readonly ItemLife['until'][] = [
  'collected',
  'approved',
  'collected',
  'requested',
  'reserved',
  'collected',
];

/** The item streams of a log with about `events` events in all, besides the users' own. */
export function* lifecycleItems(
  events: number,
  users: readonly BenchUser[],
  start: Date,
): Generator<StreamToAppend> {
  let total = users.length * 2;
  for (let index = 0; total < events; index++) {
    const donor = pick(users, index * 13);
    const taker = pick(users, index * 13 + 5);
    const stream = itemStream(index, donor, taker, { until: pick(LIVES, index) }, start);
    total += stream.events.length;
    yield stream;
  }
}
