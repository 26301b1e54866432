import { type HubEvent, hubEventSchema } from '@foodshare/contracts/hubs';
import type { Decider } from '../command-handling/decider';
import { submitOnceDecider } from '../submit-once';

/** `hub-<id>`: a collection hub, registered once (from an approved application, or the seed). */
export const hubDecider: Decider<HubEvent, HubEvent, boolean> = submitOnceDecider(hubEventSchema);

export const hubStreamId = (hubId: string) => `hub-${hubId}`;
