import { z } from 'zod';
import { weightKgSchema } from './food-weight';

/**
 * What became of food that was not redistributed, in the Food Loss and Waste Accounting and
 * Reporting Standard's destinations (docs/product.md §13), and why there was a surplus at all.
 */
export const FLW_DESTINATIONS = [
  'animal_feed',
  'biomaterial_processing',
  'anaerobic_digestion',
  'compost',
  'controlled_combustion',
  'land_application',
  'landfill',
  'not_harvested',
  'refuse_discards',
  'sewer',
  'unknown',
] as const;
export type FlwDestination = (typeof FLW_DESTINATIONS)[number];

/** ESRS E5-5: destinations that divert food from disposal, and those that direct it there. */
export const DIVERTED_DESTINATIONS: readonly FlwDestination[] = [
  'animal_feed',
  'biomaterial_processing',
  'anaerobic_digestion',
  'compost',
  'land_application',
];
export const DISPOSAL_DESTINATIONS: readonly FlwDestination[] = [
  'controlled_combustion',
  'landfill',
  'not_harvested',
  'refuse_discards',
  'sewer',
];

export const SURPLUS_CAUSES = [
  'over_production',
  'near_date',
  'cosmetic',
  'event_leftover',
  'customer_return',
  'stock_rotation',
  'other',
] as const;
export type SurplusCause = (typeof SURPLUS_CAUSES)[number];

/** The destinations' English names, with food redistributed to people and "not recorded". */
export const DESTINATION_LABELS = {
  redistributed_to_people: 'Redistributed to people',
  animal_feed: 'Animal feed',
  biomaterial_processing: 'Biomaterial / processing',
  anaerobic_digestion: 'Co-/anaerobic digestion',
  compost: 'Compost',
  controlled_combustion: 'Controlled combustion',
  land_application: 'Land application',
  landfill: 'Landfill',
  not_harvested: 'Not harvested',
  refuse_discards: 'Refuse / discards',
  sewer: 'Sewer',
  unknown: 'Unknown',
  not_recorded: 'Not recorded',
} as const satisfies Record<FlwDestination | 'redistributed_to_people' | 'not_recorded', string>;

/** The causes' English names, with "not recorded". */
export const SURPLUS_CAUSE_LABELS = {
  over_production: 'Over-production',
  near_date: 'Near its date',
  cosmetic: 'Cosmetic',
  event_leftover: 'Event leftover',
  customer_return: 'Customer return',
  stock_rotation: 'Stock rotation',
  other: 'Other',
  not_recorded: 'Not recorded',
} as const satisfies Record<SurplusCause | 'not_recorded', string>;

/** The destinations' Arabic names: the client's Arabic catalogue and the Arabic PDF say them. */
export const DESTINATION_LABELS_AR = {
  redistributed_to_people: 'أُعيد توزيعه على الناس',
  animal_feed: 'علف حيواني',
  biomaterial_processing: 'مواد حيوية / معالجة',
  anaerobic_digestion: 'هضم لاهوائي أو مشترك',
  compost: 'سماد عضوي',
  controlled_combustion: 'حرق مُتحكَّم به',
  land_application: 'استخدام في التربة',
  landfill: 'مكب النفايات',
  not_harvested: 'لم يُحصد',
  refuse_discards: 'نفايات ومُهمَلات',
  sewer: 'الصرف الصحي',
  unknown: 'غير معروف',
  not_recorded: 'لم يُسجَّل',
} as const satisfies Record<keyof typeof DESTINATION_LABELS, string>;

/** The causes' Arabic names. */
export const SURPLUS_CAUSE_LABELS_AR = {
  over_production: 'إنتاج زائد',
  near_date: 'قرب انتهاء التاريخ',
  cosmetic: 'عيوب شكلية',
  event_leftover: 'بقايا مناسبة',
  customer_return: 'مرتجعات العملاء',
  stock_rotation: 'تدوير المخزون',
  other: 'أخرى',
  not_recorded: 'لم يُسجَّل',
} as const satisfies Record<keyof typeof SURPLUS_CAUSE_LABELS, string>;

/** A donor may correct what they said became of an item this long after they first said it. */
export const DESTINATION_CORRECTION_DAYS = 30;

export const DESTINATION_MESSAGES = {
  unknownDestination: `Choose what became of the food: one of ${FLW_DESTINATIONS.join(', ')}`,
  unknownCause: `Choose the cause of the surplus: one of ${SURPLUS_CAUSES.join(', ')}`,
  notDonor: 'Only the donor of this item can say what became of it.',
  notEnded: 'Say what became of an item once it expired or was withdrawn without being collected.',
  correctionClosed: `What became of this item can be corrected within ${DESTINATION_CORRECTION_DAYS} days of first saying it; that time has passed.`,
} as const;

export const flwDestinationSchema = z.enum(FLW_DESTINATIONS, {
  error: DESTINATION_MESSAGES.unknownDestination,
});
export const surplusCauseSchema = z.enum(SURPLUS_CAUSES, {
  error: DESTINATION_MESSAGES.unknownCause,
});

/** POST /api/food-items/:id/destination. */
export const destinationPayloadSchema = z.object({
  destination: flwDestinationSchema,
  /** What the donor weighed of it, in kg; absent when not weighed. */
  weightKg: weightKgSchema,
});
export type DestinationPayload = z.input<typeof destinationPayloadSchema>;

/** The event: what became of an item; a later one within the window is a correction. */
export const itemDestinationRecordedSchema = z.object({
  type: z.literal('ItemDestinationRecorded'),
  data: z.object({
    itemId: z.string().uuid(),
    donorId: z.string().uuid(),
    destination: flwDestinationSchema,
    weightKg: z.number().positive().nullable(),
    /** True when it corrects what the donor said before (which stays in the log). */
    correction: z.boolean(),
    recordedAt: z.string(),
  }),
});
