/** Every impact read is under this key, so a finished rebuild refreshes them all at once. */
export const impactQueryKey = ['impact'] as const;
