/**
 * The staff area's keyboard: Ctrl+K (⌘K on a Mac) opens the command menu anywhere in it; on a
 * case page single keys act at once (docs/product.md §12, "Command menu and shortcuts"), unless the person
 * is typing, a dialog is open, or they turned single-key shortcuts off (WCAG 2.1.4).
 */
export const CASE_SHORTCUTS = [
  { key: 'c', action: 'claim' },
  { key: 'a', action: 'approve' },
  { key: 'r', action: 'reject' },
  { key: 'n', action: 'next' },
  { key: 'q', action: 'queue' },
  { key: '?', action: 'help' },
] as const;
export type CaseAction = (typeof CASE_SHORTCUTS)[number]['action'];

/** Where the choice to use single-key shortcuts is remembered. */
export const SHORTCUTS_STORAGE_KEY = 'foodshare.shortcuts';

/** What a key press asks for, as far as the keyboard decides it. */
export type KeyIntent = { kind: 'menu' } | { kind: 'case'; action: CaseAction } | null;

interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
}

/**
 * The menu's shortcut as the person's keyboard writes it: ⌘K on Apple's systems, Ctrl K elsewhere.
 * `platform` is the browser's (`navigator.userAgentData.platform`, else `navigator.platform`).
 */
export function menuShortcutLabel(platform: string | undefined): string {
  return /mac|iphone|ipad|ipod/i.test(platform ?? '') ? '⌘K' : 'Ctrl K';
}

/** The browser's platform, where it tells. */
export function browserPlatform(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const hints = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return hints?.platform || navigator.platform || undefined;
}

/** Whether the press lands where a person types: a field, an editable region, a select. */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (target as Element).closest('input, textarea, select, [contenteditable="true"]') !== null;
}

export function intentOf(
  press: KeyPress,
  context: { onCasePage: boolean; singleKeys: boolean; dialogOpen: boolean },
): KeyIntent {
  if ((press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k')
    return { kind: 'menu' };
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (!context.singleKeys || context.dialogOpen || isTyping(press.target)) return null;
  const shortcut = CASE_SHORTCUTS.find((each) => each.key === press.key.toLowerCase());
  if (!shortcut) return null;
  // `?` lists the shortcuts anywhere in the staff area; the others act on a case page.
  if (shortcut.action !== 'help' && !context.onCasePage) return null;
  return { kind: 'case', action: shortcut.action };
}

/** The next item to work on: the queue's first that is not the one open now. */
export function nextInQueue(
  queue: readonly { readonly itemId: string }[],
  current: string | null,
): string | null {
  return queue.find((entry) => entry.itemId !== current)?.itemId ?? null;
}
