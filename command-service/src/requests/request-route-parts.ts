import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import type { RouteAccess } from '@foodshare/platform/http/access';
import { z } from 'zod';

/** What the request routes share: their paths' ids and the donor's access rule. */
export const itemParams = z.object({ id: z.string().uuid('Unknown food item') });
export const requestParams = itemParams.extend({ requestId: z.string().uuid('Unknown request') });

export const donorOnly: RouteAccess = { owner: 'food-item', refusal: REQUEST_MESSAGES.notDonor };
