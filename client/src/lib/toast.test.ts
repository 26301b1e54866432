import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows one toast at a time: a new one replaces the last', () => {
    const store = createToastStore();
    store.show({ title: 'Success' });
    store.show({ title: 'Login failed', variant: 'destructive' });
    expect(store.getToasts().map((toast) => toast.title)).toEqual(['Login failed']);
  });

  it('hides a toast after 5000 ms by default', () => {
    const store = createToastStore();
    store.show({ title: 'Welcome back!' });
    vi.advanceTimersByTime(4999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('keeps the replacing toast for its full time, not the remainder of the replaced one', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    vi.advanceTimersByTime(4000);
    store.show({ title: 'Second' });
    vi.advanceTimersByTime(4000);
    expect(store.getToasts().map((toast) => toast.title)).toEqual(['Second']);
  });

  it('tells subscribers about every change, and dismisses on request', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({
      title: 'Success',
      description: 'Profile picture uploaded successfully!',
    });
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getToasts()).toEqual([]);
    unsubscribe();
    store.show({ title: 'Unheard' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('marks destructive toasts as such', () => {
    const store = createToastStore();
    store.show({ title: 'Registration failed', variant: 'destructive' });
    expect(store.getToasts()[0]?.variant).toBe('destructive');
  });
});
