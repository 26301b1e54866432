import { type HubEvent, hubEventSchema } from '@foodshare/contracts/hubs';
import type { Decider } from '../command-handler';
import { submitOnceDecider } from '../submit-once';

/** `hub-<id>`: a collection hub, registered once (from an approved application, or the seed). */
export const hubDecider: Decider<HubEvent, HubEvent, boolean> = submitOnceDecider<HubEvent>(
  (recorded) => hubEventSchema.parse({ type: recorded.type, data: recorded.data }),
);

export const hubStreamId = (hubId: string) => `hub-${hubId}`;
