import { z } from 'zod';
import { personalTextSchema } from './personal-data';
import { weekdaySchema } from './surplus-templates';

/** The `surplus-template-<id>` stream (docs/product.md §21): a business's recurring listing. */
export const surplusTemplateStreamId = (templateId: string) => `surplus-template-${templateId}`;

const scheduleOnEvent = z.object({
  days: z.array(weekdaySchema),
  time: z.string(),
  pickupFrom: z.string(),
  pickupUntil: z.string(),
});

export const surplusTemplateCreatedSchema = z.object({
  type: z.literal('SurplusTemplateCreated'),
  data: z.object({
    templateId: z.string().uuid(),
    businessId: z.string().uuid(),
    name: z.string(),
    /** The listing's fields as the donation form gives them, without the photo and instructions. */
    listing: z.record(z.string(), z.unknown()),
    /** Sealed under the business's key, as a donation's are. */
    pickupInstructions: personalTextSchema,
    /** The photo, kept once as a blob and sent with every occurrence. */
    photoUrl: z.string(),
    schedule: scheduleOnEvent,
    createdAt: z.string(),
  }),
});

export const surplusTemplatePausedSchema = z.object({
  type: z.literal('SurplusTemplatePaused'),
  data: z.object({ templateId: z.string().uuid(), pausedBy: z.string(), pausedAt: z.string() }),
});

/** Carries the schedule, so the scheduler needs nothing but the event to plan the next day. */
export const surplusTemplateResumedSchema = z.object({
  type: z.literal('SurplusTemplateResumed'),
  data: z.object({
    templateId: z.string().uuid(),
    schedule: scheduleOnEvent,
    resumedBy: z.string(),
    resumedAt: z.string(),
  }),
});

export const surplusTemplateDeletedSchema = z.object({
  type: z.literal('SurplusTemplateDeleted'),
  data: z.object({ templateId: z.string().uuid(), deletedBy: z.string(), deletedAt: z.string() }),
});

/** The occurrence's time came: the business is told, and asked for that day's answers. */
export const surplusOccurrenceDueSchema = z.object({
  type: z.literal('SurplusOccurrenceDue'),
  data: z.object({
    templateId: z.string().uuid(),
    businessId: z.string().uuid(),
    name: z.string(),
    /** The UAE calendar day of the occurrence. */
    date: z.string(),
    dueAt: z.string(),
    /** The schedule, so the scheduler plans the next day from the event alone. */
    schedule: scheduleOnEvent,
    notifiedAt: z.string(),
  }),
});

/** The business confirmed the day's answers: the listing is posted as `itemId`. */
export const surplusOccurrenceConfirmedSchema = z.object({
  type: z.literal('SurplusOccurrenceConfirmed'),
  data: z.object({
    templateId: z.string().uuid(),
    businessId: z.string().uuid(),
    date: z.string(),
    itemId: z.string().uuid(),
    confirmedBy: z.string(),
    confirmedAt: z.string(),
  }),
});

export const surplusTemplateEventSchema = z.discriminatedUnion('type', [
  surplusTemplateCreatedSchema,
  surplusTemplatePausedSchema,
  surplusTemplateResumedSchema,
  surplusTemplateDeletedSchema,
  surplusOccurrenceDueSchema,
  surplusOccurrenceConfirmedSchema,
]);
export type SurplusTemplateEvent = z.infer<typeof surplusTemplateEventSchema>;
export type SurplusTemplateEventOf<T extends SurplusTemplateEvent['type']> = Extract<
  SurplusTemplateEvent,
  { type: T }
>;

/** The stream folded: what the decider and the scheduler need. */
export type SurplusTemplateState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly templateId: string;
      readonly businessId: string;
      readonly name: string;
      readonly listing: Record<string, unknown>;
      readonly pickupInstructions: z.infer<typeof personalTextSchema>;
      readonly photoUrl: string;
      readonly schedule: z.infer<typeof scheduleOnEvent>;
      readonly paused: boolean;
      readonly deleted: boolean;
      /** Days told (due) and days posted, with the item each was posted as. */
      readonly due: ReadonlySet<string>;
      readonly posted: ReadonlyMap<string, string>;
    };

export const initialSurplusTemplateState: SurplusTemplateState = { exists: false };

export function evolveSurplusTemplate(
  state: SurplusTemplateState,
  event: SurplusTemplateEvent,
): SurplusTemplateState {
  if (event.type === 'SurplusTemplateCreated') {
    const { data } = event;
    return {
      exists: true,
      templateId: data.templateId,
      businessId: data.businessId,
      name: data.name,
      listing: data.listing,
      pickupInstructions: data.pickupInstructions,
      photoUrl: data.photoUrl,
      schedule: data.schedule,
      paused: false,
      deleted: false,
      due: new Set(),
      posted: new Map(),
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'SurplusTemplatePaused':
      return { ...state, paused: true };
    case 'SurplusTemplateResumed':
      return { ...state, paused: false };
    case 'SurplusTemplateDeleted':
      return { ...state, deleted: true };
    case 'SurplusOccurrenceDue':
      return { ...state, due: new Set(state.due).add(event.data.date) };
    case 'SurplusOccurrenceConfirmed':
      return {
        ...state,
        posted: new Map(state.posted).set(event.data.date, event.data.itemId),
      };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
