/**
 * Toasts of storefront §9: one toast per message text (the id de-duplicates).
 *
 * sonner is not part of the storefront's first JavaScript (issue 15): it loads on the first toast, or
 * when the browser is idle after the page loaded, and the app's Toaster (DeferredToaster) mounts then.
 * A toast asked before that waits until the Toaster is listening, so none is lost.
 */
type Sonner = typeof import('sonner');
type Options = { duration?: number };

let sonner: Promise<Sonner> | undefined;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
const requestListeners = new Set<() => void>();

/** Loads sonner and asks the Toaster to mount; resolves with sonner once toasts can be shown. */
export function loadToaster(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of requestListeners) listener();
  }
  return Promise.all([sonner, ready]).then(([module]) => module);
}

/** DeferredToaster: called when a toast is wanted (mount now). Returns the unsubscribe. */
export function onToasterWanted(listener: () => void): () => void {
  requestListeners.add(listener);
  if (sonner) listener();
  return () => requestListeners.delete(listener);
}

/** DeferredToaster: the Toaster is mounted and listening. */
export function toasterReady() {
  markReady();
}

const show =
  (kind: 'success' | 'error' | 'info') =>
  (message: string, options: Options = {}) => {
    void loadToaster().then(({ toast }) => toast[kind](message, { id: message, ...options }));
  };

export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
};
