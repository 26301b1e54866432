import { describe, expect, it } from 'vitest';
import { intentOf, menuShortcutLabel, nextInQueue } from './keys';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...modifiers,
});
const onCase = { onCasePage: true, singleKeys: true, dialogOpen: false };

describe('the staff area’s keyboard', () => {
  it('opens the menu with Ctrl+K or ⌘K, wherever focus is', () => {
    expect(intentOf(press('k', { ctrlKey: true }), { ...onCase, onCasePage: false })).toEqual({
      kind: 'menu',
    });
    expect(intentOf(press('K', { metaKey: true }), { ...onCase, dialogOpen: true })).toEqual({
      kind: 'menu',
    });
  });

  it('names the shortcut as the keyboard writes it: ⌘K on a Mac, an iPad or an iPhone, else Ctrl K', () => {
    expect(menuShortcutLabel('macOS')).toBe('⌘K');
    expect(menuShortcutLabel('MacIntel')).toBe('⌘K');
    expect(menuShortcutLabel('iPad')).toBe('⌘K');
    expect(menuShortcutLabel('Windows')).toBe('Ctrl K');
    expect(menuShortcutLabel('Linux x86_64')).toBe('Ctrl K');
    expect(menuShortcutLabel(undefined)).toBe('Ctrl K');
  });

  it('acts on single keys on a case page only, and lists them anywhere with ?', () => {
    expect(intentOf(press('a'), onCase)).toEqual({ kind: 'case', action: 'approve' });
    expect(intentOf(press('N'), onCase)).toEqual({ kind: 'case', action: 'next' });
    expect(intentOf(press('a'), { ...onCase, onCasePage: false })).toBeNull();
    expect(intentOf(press('?'), { ...onCase, onCasePage: false })).toEqual({
      kind: 'case',
      action: 'help',
    });
    expect(intentOf(press('x'), onCase)).toBeNull();
  });

  it('leaves keys alone while a dialog is open, with a modifier, or once turned off', () => {
    expect(intentOf(press('a'), { ...onCase, dialogOpen: true })).toBeNull();
    expect(intentOf(press('a', { altKey: true }), onCase)).toBeNull();
    expect(intentOf(press('r', { ctrlKey: true }), onCase)).toBeNull();
    expect(intentOf(press('a'), { ...onCase, singleKeys: false })).toBeNull();
  });

  it('goes to the queue’s first item that is not the one open', () => {
    const queue = [{ itemId: 'one' }, { itemId: 'two' }];
    expect(nextInQueue(queue, null)).toBe('one');
    expect(nextInQueue(queue, 'one')).toBe('two');
    expect(nextInQueue([{ itemId: 'one' }], 'one')).toBeNull();
  });
});
