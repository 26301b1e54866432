import { z } from 'zod';
import { donationPayloadSchema } from './donations';
import { PREPARATION_TIMES, STORAGE_METHODS, spoilageIndicatorSchema } from './enums';
import { weightKgSchema } from './food-weight';
import { UAE_OFFSET } from './impact-report';
import { text } from './text';

/*
 * Recurring surplus (docs/product.md §21): a business keeps a listing as a template with a
 * schedule; at each occurrence it is told, confirms that day's answers, and only then is the
 * listing posted, through the same command and the same automated check as any donation.
 */

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

export const SURPLUS_TEMPLATE_MESSAGES = {
  days: 'Choose at least one day of the week: sun, mon, tue, wed, thu, fri or sat, each once',
  time: 'Enter a time of day as HH:MM, for example 21:00',
  windowOrder: 'The pickup window must end after it starts',
  windowBeforeTime: 'The pickup window must start at or after the time you are reminded',
  listingInvalid: 'The listing is not valid: correct the field named',
  notBusiness: 'Only restaurants and grocery stores keep recurring surplus templates.',
  notOwner: 'Only the business that made this template can change it.',
  notFound: 'This template does not exist or was deleted.',
  deleted: 'This template was deleted.',
  paused: 'This template is paused: resume it to post from it.',
  notScheduled: 'This template does not post on that day.',
  dateInvalid: 'Give the day as YYYY-MM-DD, for example 2026-11-29',
  tooEarly: 'That day has not come yet: confirm it on the day.',
  tooLate: "That day's pickup window has passed: it can no longer be posted.",
  alreadyConfirmed: "That day's listing was already posted.",
  pausedInvalid: 'Say whether the template is paused: true or false',
  dueTitle: 'Time to post your surplus',
  name: 'Name the template, for example Evening bread',
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z
  .string({ error: SURPLUS_TEMPLATE_MESSAGES.time })
  .regex(HH_MM, SURPLUS_TEMPLATE_MESSAGES.time);

/** Days of the week, a time to be told, and the pickup window of each occurrence (UAE time). */
export const surplusScheduleSchema = z
  .object({
    days: z
      .array(weekdaySchema, { error: SURPLUS_TEMPLATE_MESSAGES.days })
      .min(1, SURPLUS_TEMPLATE_MESSAGES.days)
      .max(7, SURPLUS_TEMPLATE_MESSAGES.days)
      .refine((days) => new Set(days).size === days.length, SURPLUS_TEMPLATE_MESSAGES.days),
    time: timeOfDay,
    pickupFrom: timeOfDay,
    pickupUntil: timeOfDay,
  })
  .superRefine((schedule, context) => {
    if (schedule.pickupUntil <= schedule.pickupFrom)
      context.addIssue({
        code: 'custom',
        path: ['pickupUntil'],
        message: SURPLUS_TEMPLATE_MESSAGES.windowOrder,
      });
    if (schedule.pickupFrom < schedule.time)
      context.addIssue({
        code: 'custom',
        path: ['pickupFrom'],
        message: SURPLUS_TEMPLATE_MESSAGES.windowBeforeTime,
      });
  });
export type SurplusSchedule = z.infer<typeof surplusScheduleSchema>;

/** The questionnaire's answers that change from day to day: asked at every occurrence. */
export const TIME_SENSITIVE_ANSWERS = [
  'preparationTime',
  'storageMethod',
  'spoilageIndicators',
  'hygienicHandling',
  'donationAgreement',
] as const;

/** The listing a template keeps: a donation's fields without that day's answers and times. */
export const templateListingSchema = z
  .record(z.string(), z.unknown(), { error: SURPLUS_TEMPLATE_MESSAGES.listingInvalid })
  .superRefine((listing, context) => {
    // Checked by the donation's own schema, with that day's answers filled in as a sample.
    const checked = donationPayloadSchema.safeParse({ ...listing, ...sampleDay(new Date()) });
    if (checked.success) return;
    for (const issue of checked.error.issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform((listing) => {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(listing))
      if (!DAY_KEYS.has(key) && value !== undefined) kept[key] = value;
    return kept;
  });

/**
 * What the schema fills in to check a template's listing (an hour's pickup window from now); a
 * day's confirmation gives its own.
 */
function sampleDay(now: Date) {
  const until = new Date(now.getTime() + 3_600_000).toISOString();
  return {
    preparationTime: 'today',
    storageMethod: 'refrigerated',
    spoilageIndicators: ['no_spoilage'],
    hygienicHandling: true,
    donationAgreement: true,
    pickupFrom: now.toISOString(),
    pickupUntil: until,
  } as const;
}
const DAY_KEYS: ReadonlySet<string> = new Set([
  ...TIME_SENSITIVE_ANSWERS,
  'pickupFrom',
  'pickupUntil',
]);

/** POST /api/surplus-templates. */
export const surplusTemplatePayloadSchema = z.object({
  name: text({ error: SURPLUS_TEMPLATE_MESSAGES.name })
    .min(1, SURPLUS_TEMPLATE_MESSAGES.name)
    .max(80, 'Use at most 80 characters'),
  listing: templateListingSchema,
  schedule: surplusScheduleSchema,
});
export type SurplusTemplatePayload = z.input<typeof surplusTemplatePayloadSchema>;

/** PATCH /api/surplus-templates/:id: pause or resume. */
export const surplusTemplatePatchSchema = z.object({
  paused: z.boolean({ error: SURPLUS_TEMPLATE_MESSAGES.pausedInvalid }),
});

/** POST …/occurrences/:date/confirm: that day's quantity, weight and time-sensitive answers. */
export const occurrenceConfirmationSchema = z.object({
  quantity: text({ error: 'Quantity is required' })
    .min(1, 'Quantity is required')
    .max(80, 'Use at most 80 characters')
    .optional(),
  weightKg: weightKgSchema,
  preparationTime: z.enum(PREPARATION_TIMES, {
    error: 'Please select when this food was prepared/purchased',
  }),
  storageMethod: z.enum(STORAGE_METHODS, { error: 'Please select how the food has been stored' }),
  spoilageIndicators: z
    .array(spoilageIndicatorSchema, { error: 'Choose No signs of spoilage, or the signs you see' })
    .min(1, 'Choose No signs of spoilage, or the signs you see'),
  hygienicHandling: z.boolean({
    error: 'Please confirm that the food was handled with clean hands and utensils',
  }),
  donationAgreement: z.boolean({
    error: 'Please agree that once donated, the food cannot be returned',
  }),
});
export type OccurrenceConfirmation = z.input<typeof occurrenceConfirmationSchema>;

export const occurrenceDateSchema = z.iso.date({ error: SURPLUS_TEMPLATE_MESSAGES.dateInvalid });

/** The weekday of a UAE calendar day ('2026-11-29' is a Sunday). */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[day] ?? 'sun';
}

/** A time of day on a UAE calendar day, as an instant. */
export function uaeInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${UAE_OFFSET}`);
}

/** The UAE calendar day of an instant. */
export function uaeDate(at: Date): string {
  return new Date(at.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The next occurrence at or after `after`: its day and the instant the business is told. Null
 * when the schedule has no day (never, once validated).
 */
export function nextOccurrence(
  schedule: Pick<SurplusSchedule, 'days' | 'time'>,
  after: Date,
): { date: string; dueAt: Date } | null {
  const start = uaeDate(after);
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = new Date(`${start}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + offset);
    const date = day.toISOString().slice(0, 10);
    if (!schedule.days.includes(weekdayOf(date))) continue;
    const dueAt = uaeInstant(date, schedule.time);
    if (dueAt.getTime() >= after.getTime()) return { date, dueAt };
  }
  return null;
}

/** GET /api/surplus-templates: the business's own templates, with the day to confirm, if any. */
export const surplusTemplateSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  title: z.string(),
  quantity: z.string(),
  weightKg: z.number().nullable(),
  photoUrl: z.string(),
  days: z.array(weekdaySchema),
  time: z.string(),
  pickupFrom: z.string(),
  pickupUntil: z.string(),
  paused: z.boolean(),
  /** The day whose time has come and whose listing waits for the business's confirmation. */
  toConfirm: z.string().nullable(),
  /** The last day posted, and its item. */
  lastPostedDate: z.string().nullable(),
  lastItemId: z.string().uuid().nullable(),
  /** The next day the business will be told of (its UAE date), unless paused. */
  nextDate: z.string().nullable(),
  createdAt: z.string(),
});
export type SurplusTemplate = z.infer<typeof surplusTemplateSchema>;

/** The day waiting for confirmation: today's, once its time came, until its pickup window ends. */
export function dayToConfirm(
  template: { days: readonly Weekday[]; time: string; pickupUntil: string; paused: boolean },
  lastPostedDate: string | null,
  now: Date,
): string | null {
  if (template.paused) return null;
  const today = uaeDate(now);
  if (lastPostedDate === today || !template.days.includes(weekdayOf(today))) return null;
  const at = now.getTime();
  if (at < uaeInstant(today, template.time).getTime()) return null;
  return at < uaeInstant(today, template.pickupUntil).getTime() ? today : null;
}
