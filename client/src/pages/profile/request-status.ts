/** SPEC §2: approved wears the primary badge, every other status the secondary one. */
export function requestBadgeVariant(status: string): 'default' | 'secondary' {
  return status === 'approved' ? 'default' : 'secondary';
}

/** 'pending' → 'Pending'; the status is free text, so whatever the server sends reads well. */
export function requestStatusLabel(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim();
  const first = words[0];
  return first ? first.toUpperCase() + words.slice(1) : 'Unknown';
}
