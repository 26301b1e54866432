import { useCallback, useEffect, useState } from 'react';

/**
 * The step a replay shows, moved by buttons or the ← and → keys (not while typing in a field),
 * held within 0 and `count - 1`. Starts at the last step: where the item stands now. Right to
 * left the arrows follow the reading direction: → goes back, ← goes on.
 */
export function useHistoryStep(count: number) {
  const [step, setStep] = useState(Math.max(0, count - 1));
  const go = useCallback(
    (next: number) => setStep(Math.min(Math.max(0, next), Math.max(0, count - 1))),
    [count],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
      )
        return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const rtl = document.documentElement.dir === 'rtl';
      const forward = (event.key === 'ArrowRight') !== rtl;
      setStep((current) => (forward ? Math.min(count - 1, current + 1) : Math.max(0, current - 1)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);
  return { step, go };
}

/** A state value in a few words: a short JSON rendering, objects keyed by their ids. */
export function describeValue(value: unknown, none = 'none'): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && Object.keys(value).length === 0) return none;
  return JSON.stringify(value, null, 1);
}
