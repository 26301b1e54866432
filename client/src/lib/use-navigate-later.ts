import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Go somewhere after a pause (a notice is read first). Leaving the page meanwhile cancels it:
 * nobody should be pulled back from where they went.
 */
export function useNavigateLater(): (to: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );
  return (to, delayMs) => {
    timers.current.push(setTimeout(() => navigate(to), delayMs));
  };
}
