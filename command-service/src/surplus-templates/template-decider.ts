import { DomainError } from '@foodshare/contracts/errors';
import { parseEvent } from '@foodshare/contracts/events';
import type { PersonalText } from '@foodshare/contracts/personal-data';
import {
  evolveSurplusTemplate,
  initialSurplusTemplateState,
  type SurplusTemplateEvent,
  type SurplusTemplateState,
  surplusTemplateEventSchema,
} from '@foodshare/contracts/surplus-template-events';
import {
  SURPLUS_TEMPLATE_MESSAGES as MESSAGES,
  type SurplusSchedule,
  uaeInstant,
  weekdayOf,
} from '@foodshare/contracts/surplus-templates';
import type { Decider } from '../command-handling/decider';

/** The roles that keep recurring surplus: businesses with end-of-day surplus. */
export const TEMPLATE_ROLES: ReadonlySet<string> = new Set(['restaurant', 'grocery_store']);

/** How a business's recurring listing is kept, told and posted (docs/product.md §21). */
export type SurplusTemplateCommand =
  | {
      readonly type: 'CreateTemplate';
      readonly templateId: string;
      readonly businessId: string;
      /** The business's role; null once its account is closed. */
      readonly businessRole: string | null;
      readonly name: string;
      readonly listing: Record<string, unknown>;
      readonly pickupInstructions: PersonalText;
      readonly photoUrl: string;
      readonly schedule: SurplusSchedule;
      readonly now: Date;
    }
  | { readonly type: 'PauseTemplate'; readonly actorId: string; readonly now: Date }
  | { readonly type: 'ResumeTemplate'; readonly actorId: string; readonly now: Date }
  | { readonly type: 'DeleteTemplate'; readonly actorId: string; readonly now: Date }
  /** The scheduled job: the occurrence's time came. */
  | { readonly type: 'MarkOccurrenceDue'; readonly date: string; readonly now: Date }
  | {
      readonly type: 'ConfirmOccurrence';
      readonly actorId: string;
      readonly date: string;
      /** Derived from the template and the day: the same day always names the same item. */
      readonly itemId: string;
      readonly now: Date;
    };

type Existing = Extract<SurplusTemplateState, { exists: true }>;

function owned(state: SurplusTemplateState, actorId: string): Existing {
  if (!state.exists || state.deleted) throw new DomainError('not_found', MESSAGES.notFound);
  if (state.businessId !== actorId) throw new DomainError('forbidden', MESSAGES.notOwner);
  return state;
}

export function decideSurplusTemplate(
  command: SurplusTemplateCommand,
  state: SurplusTemplateState,
): SurplusTemplateEvent[] {
  switch (command.type) {
    case 'CreateTemplate':
      return createTemplate(command, state);
    case 'PauseTemplate':
    case 'ResumeTemplate':
    case 'DeleteTemplate':
      return changeTemplate(command, state);
    case 'MarkOccurrenceDue':
      return markOccurrenceDue(command, state);
    case 'ConfirmOccurrence':
      return confirmOccurrence(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

type CommandOf<T extends SurplusTemplateCommand['type']> = Extract<
  SurplusTemplateCommand,
  { type: T }
>;

function createTemplate(
  command: CommandOf<'CreateTemplate'>,
  state: SurplusTemplateState,
): SurplusTemplateEvent[] {
  if (state.exists) {
    // A retried creation (same Idempotency-Key) is recorded already.
    if (state.businessId === command.businessId) return [];
    throw new DomainError('conflict', MESSAGES.notOwner);
  }
  if (!command.businessRole || !TEMPLATE_ROLES.has(command.businessRole))
    throw new DomainError('forbidden', MESSAGES.notBusiness);
  return [
    {
      type: 'SurplusTemplateCreated',
      data: {
        templateId: command.templateId,
        businessId: command.businessId,
        name: command.name,
        listing: command.listing,
        pickupInstructions: command.pickupInstructions,
        photoUrl: command.photoUrl,
        schedule: command.schedule,
        createdAt: command.now.toISOString(),
      },
    },
  ];
}

/** Pause, resume or delete: the business's own template; each a no-op when already so. */
function changeTemplate(
  command: CommandOf<'PauseTemplate' | 'ResumeTemplate' | 'DeleteTemplate'>,
  state: SurplusTemplateState,
): SurplusTemplateEvent[] {
  const at = command.now.toISOString();
  if (command.type === 'DeleteTemplate' && state.exists && state.deleted)
    if (state.businessId === command.actorId) return [];
  const template = owned(state, command.actorId);
  const { templateId } = template;
  if (command.type === 'PauseTemplate')
    return template.paused
      ? []
      : [
          {
            type: 'SurplusTemplatePaused',
            data: { templateId, pausedBy: command.actorId, pausedAt: at },
          },
        ];
  if (command.type === 'ResumeTemplate')
    return !template.paused
      ? []
      : [
          {
            type: 'SurplusTemplateResumed',
            data: {
              templateId,
              schedule: template.schedule,
              resumedBy: command.actorId,
              resumedAt: at,
            },
          },
        ];
  return [
    {
      type: 'SurplusTemplateDeleted',
      data: { templateId, deletedBy: command.actorId, deletedAt: at },
    },
  ];
}

/** The job: a scheduled day's time came; told once, and never once its pickup window ended. */
function markOccurrenceDue(
  command: CommandOf<'MarkOccurrenceDue'>,
  state: SurplusTemplateState,
): SurplusTemplateEvent[] {
  // A job runs at least once: a paused, deleted or already told day is nothing more to do.
  if (!state.exists || state.deleted || state.paused) return [];
  if (state.due.has(command.date) || state.posted.has(command.date)) return [];
  if (!state.schedule.days.includes(weekdayOf(command.date))) return [];
  const dueAt = uaeInstant(command.date, state.schedule.time);
  if (command.now.getTime() < dueAt.getTime()) return [];
  // A day whose pickup window has ended is not told late: it could no longer be posted.
  const ended = uaeInstant(command.date, state.schedule.pickupUntil);
  if (command.now.getTime() >= ended.getTime()) return [];
  return [
    {
      type: 'SurplusOccurrenceDue',
      data: {
        templateId: state.templateId,
        businessId: state.businessId,
        name: state.name,
        date: command.date,
        dueAt: dueAt.toISOString(),
        schedule: state.schedule,
        notifiedAt: command.now.toISOString(),
      },
    },
  ];
}

/** That day's confirmation: once per day, on the day, before its pickup window ends. */
function confirmOccurrence(
  command: CommandOf<'ConfirmOccurrence'>,
  state: SurplusTemplateState,
): SurplusTemplateEvent[] {
  const template = owned(state, command.actorId);
  // Confirmed already: a second tap, a retry or a second instance posts nothing more.
  if (template.posted.has(command.date)) return [];
  if (template.paused) throw new DomainError('conflict', MESSAGES.paused);
  if (!template.schedule.days.includes(weekdayOf(command.date)))
    throw new DomainError('validation', MESSAGES.notScheduled, 'date');
  const now = command.now.getTime();
  if (now < uaeInstant(command.date, template.schedule.time).getTime())
    throw new DomainError('conflict', MESSAGES.tooEarly);
  if (now >= uaeInstant(command.date, template.schedule.pickupUntil).getTime())
    throw new DomainError('conflict', MESSAGES.tooLate);
  return [
    {
      type: 'SurplusOccurrenceConfirmed',
      data: {
        templateId: template.templateId,
        businessId: template.businessId,
        date: command.date,
        itemId: command.itemId,
        confirmedBy: command.actorId,
        confirmedAt: command.now.toISOString(),
      },
    },
  ];
}

export const surplusTemplateDecider: Decider<
  SurplusTemplateCommand,
  SurplusTemplateEvent,
  SurplusTemplateState
> = {
  initialState: initialSurplusTemplateState,
  evolve: evolveSurplusTemplate,
  decide: decideSurplusTemplate,
  parse: (recorded, streamStart) => parseEvent(surplusTemplateEventSchema, recorded, streamStart),
};
