import { DomainError } from '@foodshare/contracts/errors';
import { parseEvent } from '@foodshare/contracts/events';
import {
  PICTURE_MESSAGES,
  type ProfilePictureEvent,
  profilePictureClaimedSchema,
} from '@foodshare/contracts/profile';
import type { Decider } from '../command-handling/decider';

type Claim = { readonly owner: string | null };
type ClaimPicture = { readonly pictureId: string; readonly userId: string; readonly now: Date };

/** A picture belongs to the first account that uses it; claiming it again is harmless. */
export const pictureDecider: Decider<ClaimPicture, ProfilePictureEvent, Claim> = {
  initialState: { owner: null },
  evolve: (_state, event) => ({ owner: event.data.userId }),
  decide(command, state) {
    if (state.owner === command.userId) return [];
    if (state.owner)
      throw new DomainError('validation', PICTURE_MESSAGES.notYours, 'profileImageUrl');
    return [
      {
        type: 'ProfilePictureClaimed',
        data: {
          pictureId: command.pictureId,
          userId: command.userId,
          claimedAt: command.now.toISOString(),
        },
      },
    ];
  },
  parse: (recorded, streamStart) => parseEvent(profilePictureClaimedSchema, recorded, streamStart),
};

export const pictureStreamId = (pictureId: string) => `profile-picture-${pictureId}`;
