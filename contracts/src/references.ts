/**
 * A short reference a person can quote (on the phone, in an email) for something they sent:
 * a prefix for its kind and the first 8 hex digits of its id, which the team looks it up by.
 */
export const REFERENCE_PREFIXES = {
  contact: 'MSG',
  hubApplication: 'HUB',
} as const;

export type ReferenceKind = keyof typeof REFERENCE_PREFIXES;

export function referenceFor(kind: ReferenceKind, id: string): string {
  const digits = id.replaceAll('-', '').slice(0, 8).toUpperCase();
  return `${REFERENCE_PREFIXES[kind]}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}
