import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToaster, onToasterWanted, toasterReady } from '@/lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** After the page has loaded, when the browser is idle: the Toaster is ready before the first toast. */
const IDLE_LOAD_MS = 4000;

/** Marks the Toaster ready: rendered after it inside one Suspense, so its effect runs once it listens. */
function Ready() {
  useEffect(() => toasterReady(), []);
  return null;
}

/** The app's Toaster (lib/toast.ts), mounted on the first toast or when the browser is idle. */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterWanted(() => setWanted(true)), []);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => void loadToaster());
      else void loadToaster();
    }, IDLE_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        visibleToasts={3}
        duration={3000}
        offset={{ bottom: 88, right: 16 }}
        mobileOffset={{ bottom: 84, right: 12, left: 12 }}
        richColors
        closeButton
      />
      <Ready />
    </Suspense>
  );
}
