import { useEffect, useState } from 'react';

/** backoffice §9: the metric cards appear 300 to 500 ms after their data (here `delayMs`, then a stagger). */
export function useReveal(ready: boolean, delayMs = 300): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [ready, delayMs]);
  return shown;
}
