/**
 * The domain's one error type: a code, and a message a person can act on (naming the field where
 * there is one). Deciders and services throw it; only the HTTP layer turns a code into a status
 * (platform's error handler), so nothing here knows about HTTP.
 */
export type DomainErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly field?: string,
    /** Values a translation needs beyond the message's own words (an instant as ISO text). */
    readonly params?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized: please sign in to continue.';
