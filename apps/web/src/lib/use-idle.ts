import { startTransition, useEffect, useState } from 'react';

/**
 * True once the page has settled: `delayMs` after mounting, then the browser's next idle moment. For
 * parts of the page that are not needed to paint it (their code loads then, not with the first script).
 */
export function useIdle(delayMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let idleId: number | undefined;
    const timer = window.setTimeout(() => {
      // As a transition: what the page draws then is drawn in slices that leave input free.
      const settle = () => startTransition(() => setIdle(true));
      if ('requestIdleCallback' in window) idleId = window.requestIdleCallback(settle);
      else settle();
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
    };
  }, [delayMs]);
  return idle;
}
