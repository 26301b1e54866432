import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { Sealed } from '@foodshare/contracts/personal-data';
import { specification } from '../decider-specification';
import { foodDecider } from '../food/food-decider';
import {
  accepted,
  approved,
  donorId,
  now,
  PICKUP_CODE,
  requested,
  requestId,
  submitted,
  takerId,
} from '../food/food-fixtures';

/** The request commands and item histories the request tests start from. */
export const given = specification(foodDecider);
export const stateOf = (events: FoodEvent[]) =>
  events.reduce(foodDecider.evolve, foodDecider.initialState);

export const otherTaker = '55555555-5555-4555-8555-555555555555';
export const thirdTaker = '66666666-6666-4666-8666-666666666666';
export const otherRequest = '77777777-7777-4777-8777-777777777777';
export const thirdRequest = '88888888-8888-4888-8888-888888888888';
export const unknownRequest = '99999999-9999-4999-8999-999999999999';

export const requestItem = (changes: { requesterId?: string; requestId?: string } = {}) =>
  ({
    type: 'RequestItem',
    requestId,
    requesterId: takerId,
    message: null,
    now,
    ...changes,
  }) as const;
export const accept = (id = requestId, actorId = donorId, pickupCode = PICKUP_CODE) =>
  ({ type: 'AcceptRequest', requestId: id, actorId, pickupCode, now }) as const;
export const decline = (id = requestId, actorId = donorId, note: Sealed | null = null) =>
  ({ type: 'DeclineRequest', requestId: id, actorId, note, now }) as const;
export const cancel = (id = requestId, actorId = takerId) =>
  ({ type: 'CancelRequest', requestId: id, actorId, now }) as const;
export const handover = (pickupCode = PICKUP_CODE, feePercent = 5, actorId = donorId) =>
  ({ type: 'ConfirmHandover', actorId, pickupCode, feePercent, now }) as const;

/** A free donation, approved, with one pending request by the taker. */
export const pending: FoodEvent[] = [submitted(), approved, requested(requestId, takerId)];
/** The same, reserved for the taker. */
export const reserved: FoodEvent[] = [...pending, ...accepted(requestId, takerId)];
