import { MESSAGE_TEMPLATES } from '@foodshare/contracts/messages' with { type: 'macro' };

/**
 * Server and validation messages by stable code (`<group>.<key>`, contracts/src/messages.ts). The
 * groups are contracts' own templates, which the build writes in as plain strings (the `macro`
 * import, client/vite.config.ts), so zod and the schemas stay out of this catalogue. `value` and
 * `status` are the client's: the words the server puts into a message as values, and the general
 * words for an answer whose message no catalogue holds.
 */
export default {
  ...MESSAGE_TEMPLATES,
  /** Words the server writes into a message as values, by the client's own keys. */
  value: {
    approved: 'approved',
    rejected: 'rejected',
    moderator: 'moderator',
    analyst: 'analyst',
    safetyCheck: 'The automated safety check',
    or: ' or ',
  },
  status: {
    '400': 'The request could not be accepted. Check what you entered and try again.',
    '401': 'Please sign in to continue.',
    '403': 'You are not allowed to do this.',
    '404': 'This could not be found.',
    '409': 'This changed in the meantime. Reload and try again.',
    '413': 'The request is too large.',
    '415': 'This kind of file or request is not supported.',
    '429': 'You have reached a limit. Please try again later.',
    '500': 'Something went wrong on our side. Please try again in a moment.',
  },
} as const;
