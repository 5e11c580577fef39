import { useEffect, useState } from 'react';

/**
 * True once the page has settled: `delayMs` after mounting, then the browser's next idle moment. For
 * parts of the page that are not needed to paint it (their code loads then, not with the first script).
 */
export function useIdle(delayMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let idleId: number | undefined;
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) idleId = window.requestIdleCallback(() => setIdle(true));
      else setIdle(true);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
    };
  }, [delayMs]);
  return idle;
}
