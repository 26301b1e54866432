import { charityShareStreamId, charityStreamId } from '@foodshare/contracts/charities';
import { foodStreamId } from '@foodshare/contracts/food-events';
import { inboxStreamId } from '@foodshare/contracts/notifications';
import { pushStreamId } from '@foodshare/contracts/push';
import { surplusTemplateStreamId } from '@foodshare/contracts/surplus-template-events';
import { streamIds } from '@foodshare/contracts/user-events';
import { reporterDecider, reporterStreamId } from './casework/reporter-decider';
import { charityDecider } from './charities/charity-decider';
import { charityShareDecider } from './charities/charity-share-decider';
import { type DecideOn, decideAcrossStreams } from './command-handling/across-streams';
import type { CommandPath } from './command-handling/command-path';
import type { CommandContext } from './command-handling/decider';
import { streamHandler } from './command-handling/stream-handler';
import { contactDecider, contactStreamId } from './contact/contact-decider';
import { foodDecider } from './food/food-decider';
import {
  hubApplicationDecider,
  hubApplicationStreamId,
} from './hub-applications/hub-application-decider';
import { hubDecider, hubStreamId } from './hubs/hub-decider';
import { statementDecider, statementStreamId } from './impact/statement-decider';
import { inboxDecider } from './notifications/inbox-decider';
import { pictureDecider, pictureStreamId } from './profile-pictures/picture-decider';
import { pushDecider } from './push/push-decider';
import { surplusTemplateDecider } from './surplus-templates/template-decider';
import { userDecider } from './users/user-decider';
import { usernameDecider } from './users/username-decider';

/**
 * Every stream type of the command side, each bound once to its decider: `streams.food.handle(
 * itemId, command, context)` decides and appends, `streams.food.load(itemId)` folds, and
 * `streams.across(context, decide)` decides one command on several. A new stream type is one
 * line here.
 */
export function createStreams(path: CommandPath) {
  return {
    food: streamHandler(path, foodStreamId, foodDecider),
    user: streamHandler(path, streamIds.user, userDecider),
    username: streamHandler(path, streamIds.username, usernameDecider),
    inbox: streamHandler(path, inboxStreamId, inboxDecider),
    push: streamHandler(path, pushStreamId, pushDecider),
    hub: streamHandler(path, hubStreamId, hubDecider),
    picture: streamHandler(path, pictureStreamId, pictureDecider),
    contact: streamHandler(path, contactStreamId, contactDecider),
    hubApplication: streamHandler(path, hubApplicationStreamId, hubApplicationDecider),
    statement: streamHandler(path, statementStreamId, statementDecider),
    reporter: streamHandler(path, reporterStreamId, reporterDecider),
    charity: streamHandler(path, charityStreamId, charityDecider),
    charityShare: streamHandler(path, charityShareStreamId, charityShareDecider),
    surplusTemplate: streamHandler(path, surplusTemplateStreamId, surplusTemplateDecider),
    across: <T>(context: CommandContext, decide: (on: DecideOn) => Promise<T>) =>
      decideAcrossStreams(path, context, decide),
  };
}

export type Streams = ReturnType<typeof createStreams>;
