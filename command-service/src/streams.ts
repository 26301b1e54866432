import { foodStreamId } from '@foodshare/contracts/food-events';
import { inboxStreamId } from '@foodshare/contracts/notifications';
import { streamIds } from '@foodshare/contracts/user-events';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import { streamHandler } from './command-handler';
import { contactDecider, contactStreamId } from './contact/contact-decider';
import { foodDecider } from './food/food-decider';
import {
  hubApplicationDecider,
  hubApplicationStreamId,
} from './hub-applications/hub-application-decider';
import { hubDecider, hubStreamId } from './hubs/hub-decider';
import { inboxDecider } from './notifications/inbox-decider';
import { pictureDecider, pictureStreamId } from './profile-pictures/picture-decider';
import { userDecider } from './users/user-decider';
import { usernameDecider } from './users/username-decider';

/**
 * Every stream type of the command side, each bound once to its decider: `streams.food.handle(
 * itemId, command, context)` decides and appends, `streams.food.load(itemId)` folds. A new
 * stream type is one line here.
 */
export function createStreams(store: EventStore) {
  return {
    food: streamHandler(store, foodStreamId, foodDecider),
    user: streamHandler(store, streamIds.user, userDecider),
    username: streamHandler(store, streamIds.username, usernameDecider),
    inbox: streamHandler(store, inboxStreamId, inboxDecider),
    hub: streamHandler(store, hubStreamId, hubDecider),
    picture: streamHandler(store, pictureStreamId, pictureDecider),
    contact: streamHandler(store, contactStreamId, contactDecider),
    hubApplication: streamHandler(store, hubApplicationStreamId, hubApplicationDecider),
  };
}

export type Streams = ReturnType<typeof createStreams>;
