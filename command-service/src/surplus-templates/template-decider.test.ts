import type { SurplusTemplateEvent } from '@foodshare/contracts/surplus-template-events';
import { SURPLUS_TEMPLATE_MESSAGES as MESSAGES } from '@foodshare/contracts/surplus-templates';
import { describe, expect, it } from 'vitest';
import { specification } from '../decider-specification';
import { type SurplusTemplateCommand, surplusTemplateDecider } from './template-decider';

/** docs/product.md §21: a bakery's evening bread, every Sunday and Monday at 21:00. */

const given = specification(surplusTemplateDecider);
const templateId = '11111111-1111-4111-8111-111111111111';
const bakery = '22222222-2222-4222-8222-222222222222';
const other = '33333333-3333-4333-8333-333333333333';
const itemId = '44444444-4444-4444-8444-444444444444';
const schedule = {
  days: ['sun', 'mon'] as ('sun' | 'mon')[],
  time: '21:00',
  pickupFrom: '21:30',
  pickupUntil: '22:30',
};
/** 2026-11-29 is a Sunday; 21:00 in the UAE is 17:00 UTC. */
const SUNDAY = '2026-11-29';
const at = (time: string) => new Date(`${SUNDAY}T${time}:00Z`);

const create = (businessRole: string | null = 'restaurant', now = at('10:00')) =>
  ({
    type: 'CreateTemplate',
    templateId,
    businessId: bakery,
    businessRole,
    name: 'Evening bread',
    listing: { title: 'Bread basket', category: 'bakery' },
    pickupInstructions: null,
    photoUrl: '/blobs/template-photos/x.jpg',
    schedule,
    now,
  }) as const satisfies SurplusTemplateCommand;
const created = surplusTemplateDecider.decide(create(), surplusTemplateDecider.initialState);
const due = (date = SUNDAY, now = at('17:00')) =>
  ({ type: 'MarkOccurrenceDue', date, now }) as const;
const confirm = (now = at('17:05'), actorId = bakery, date = SUNDAY) =>
  ({ type: 'ConfirmOccurrence', actorId, date, itemId, now }) as const;
const pause = (actorId = bakery) => ({ type: 'PauseTemplate', actorId, now: at('12:00') }) as const;
const resume = () => ({ type: 'ResumeTemplate', actorId: bakery, now: at('12:30') }) as const;
const remove = (actorId = bakery) =>
  ({ type: 'DeleteTemplate', actorId, now: at('13:00') }) as const;

const confirmed: SurplusTemplateEvent = {
  type: 'SurplusOccurrenceConfirmed',
  data: {
    templateId,
    businessId: bakery,
    date: SUNDAY,
    itemId,
    confirmedBy: bakery,
    confirmedAt: at('17:05').toISOString(),
  },
};
const paused: SurplusTemplateEvent = {
  type: 'SurplusTemplatePaused',
  data: { templateId, pausedBy: bakery, pausedAt: at('12:00').toISOString() },
};

describe('a recurring surplus template', () => {
  it('is kept by restaurants and grocery stores only, once', () => {
    expect(created.map((event) => event.type)).toEqual(['SurplusTemplateCreated']);
    given([])
      .when(create('individual'))
      .thenThrows({ code: 'forbidden', message: MESSAGES.notBusiness });
    given([]).when(create(null)).thenThrows({ code: 'forbidden' });
    given(created).when(create()).then([]);
  });

  it('tells the business at the time of a scheduled day, once, and not before', () => {
    given(created)
      .when(due())
      .then([
        {
          type: 'SurplusOccurrenceDue',
          data: {
            templateId,
            businessId: bakery,
            name: 'Evening bread',
            date: SUNDAY,
            dueAt: at('17:00').toISOString(),
            schedule,
            notifiedAt: at('17:00').toISOString(),
          },
        },
      ]);
    const told = surplusTemplateDecider.decide(due(), stateOf(created));
    given([...created, ...told])
      .when(due())
      .then([]);
    given(created)
      .when(due(SUNDAY, at('16:59')))
      .then([]);
    // Tuesday is not a day of the schedule.
    given(created)
      .when(due('2026-12-01', new Date('2026-12-01T17:00:00Z')))
      .then([]);
  });

  it('is confirmed on its day, between its time and the end of its pickup window', () => {
    given(created).when(confirm()).then([confirmed]);
    given(created)
      .when(confirm(at('16:59')))
      .thenThrows({ code: 'conflict', message: MESSAGES.tooEarly });
    given(created)
      .when(confirm(at('18:30')))
      .thenThrows({ code: 'conflict', message: MESSAGES.tooLate });
    given(created)
      .when(confirm(new Date('2026-12-01T17:05:00Z'), bakery, '2026-12-01'))
      .thenThrows({ code: 'validation', message: MESSAGES.notScheduled, field: 'date' });
    given(created)
      .when(confirm(at('17:05'), other))
      .thenThrows({ code: 'forbidden' });
  });

  it('never posts a day twice: a second confirmation records nothing', () => {
    given([...created, confirmed])
      .when(confirm())
      .then([]);
    given([...created, confirmed])
      .when(confirm(at('17:10')))
      .then([]);
    // Once posted, the job that tells of the day has nothing to say either.
    given([...created, confirmed])
      .when(due())
      .then([]);
  });

  it('is paused and resumed by its business: paused, it is neither told nor confirmed', () => {
    given(created).when(pause()).then([paused]);
    given([...created, paused])
      .when(pause())
      .then([]);
    given([...created, paused])
      .when(due())
      .then([]);
    given([...created, paused])
      .when(confirm())
      .thenThrows({ code: 'conflict', message: MESSAGES.paused });
    given(created).when(pause(other)).thenThrows({ code: 'forbidden' });
    given([...created, paused])
      .when(resume())
      .then([
        {
          type: 'SurplusTemplateResumed',
          data: { templateId, schedule, resumedBy: bakery, resumedAt: at('12:30').toISOString() },
        },
      ]);
  });

  it('is deleted by its business: then gone for every command', () => {
    const deleted = surplusTemplateDecider.decide(remove(), stateOf(created));
    expect(deleted.map((event) => event.type)).toEqual(['SurplusTemplateDeleted']);
    given([...created, ...deleted])
      .when(remove())
      .then([]);
    given([...created, ...deleted])
      .when(confirm())
      .thenThrows({ code: 'not_found' });
    given([...created, ...deleted])
      .when(due())
      .then([]);
    given(created).when(remove(other)).thenThrows({ code: 'forbidden' });
  });
});

function stateOf(events: SurplusTemplateEvent[]) {
  return events.reduce(surplusTemplateDecider.evolve, surplusTemplateDecider.initialState);
}
