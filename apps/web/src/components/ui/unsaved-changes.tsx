import { type ReactNode, useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { UNSAVED_TEXTS } from './unsaved-texts';

/** Closing or reloading the tab with unsaved changes asks first (the browser's own question). */
export function useWarnBeforeUnload(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}

/**
 * Every admin form page holds one: while `when` (the form has unsaved changes), leaving for another
 * screen of the app asks '¿Salir sin guardar?' ('Seguir editando' / 'Salir sin guardar'), and closing
 * or reloading the tab asks the browser's question. Modals ask through `useModalDirty`.
 */
export function UnsavedChangesGuard({ when, message }: { when: boolean; message?: ReactNode }) {
  useWarnBeforeUnload(when);
  // Blocking a navigation needs the app's data router (a component test may render without one).
  return useContext(UNSAFE_DataRouterContext) ? <LeaveDialog when={when} message={message} /> : null;
}

function LeaveDialog({ when, message }: { when: boolean; message?: ReactNode }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_TEXTS.leaveTitle}
      message={message ?? UNSAVED_TEXTS.leaveMessage}
      confirmLabel={UNSAVED_TEXTS.leave}
      cancelLabel={UNSAVED_TEXTS.stay}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
