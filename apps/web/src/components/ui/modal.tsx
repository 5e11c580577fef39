import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { UNSAVED_TEXTS } from './unsaved-texts';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** While an action runs the modal stays open (Escape, backdrop and the close button do nothing). */
  busy?: boolean;
};

type ModalContextValue = { requestClose: () => void; setDirty: (dirty: boolean) => void };
const ModalContext = createContext<ModalContextValue>({
  requestClose: () => undefined,
  setDirty: () => undefined,
});

/**
 * A form inside a modal says whether it has unsaved changes: while it has, closing the modal (Escape,
 * the backdrop, the close button or `ModalCancelButton`) asks '¿Descartar los cambios?' first.
 */
export function useModalDirty(dirty: boolean) {
  const { setDirty } = useContext(ModalContext);
  useEffect(() => {
    setDirty(dirty);
    return () => setDirty(false);
  }, [dirty, setDirty]);
}

/** The footer's 'Cancelar' of a modal form: closes it, asking first when its form has unsaved changes. */
export function ModalCancelButton({ disabled, label = 'Cancelar' }: { disabled?: boolean; label?: string }) {
  const { requestClose } = useContext(ModalContext);
  return (
    <button type="button" className="btn-secondary" onClick={requestClose} disabled={disabled}>
      {label}
    </button>
  );
}

const WIDTHS = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/**
 * The dialog of the app (Radix Dialog): focus trapped inside and given back on close, Escape and a
 * click on the backdrop close it, labelled by its title. The content mounts only while open, so
 * forms inside start fresh each time.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  busy,
}: ModalProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLElement>(null);
  const [dirty, setDirty] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const requestClose = () => {
    if (busy) return;
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  };

  return (
    <ModalContext.Provider value={{ requestClose, setDirty }}>
      <RadixDialog.Root open={open} onOpenChange={(next) => !next && requestClose()}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-stone-950/55" />
          <RadixDialog.Content
            // Without a description, Radix is told there is none (it would warn and point at nothing).
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              // The first field or button of the content (in a confirmation, 'Cancelar'), not the close button.
              const first =
                bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
                footerRef.current?.querySelector<HTMLElement>(FOCUSABLE);
              if (!first) return;
              event.preventDefault();
              first.focus();
            }}
            onEscapeKeyDown={(event) => busy && event.preventDefault()}
            onPointerDownOutside={(event) => busy && event.preventDefault()}
            className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 animate-fade-in flex-col overflow-hidden rounded-2xl bg-white text-stone-800 shadow-2xl focus:outline-none ${WIDTHS[size]}`}
          >
            <header className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4 sm:px-6">
              <div>
                <RadixDialog.Title className="text-lg font-bold text-stone-900">{title}</RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className="mt-1 text-sm text-stone-600">
                    {description}
                  </RadixDialog.Description>
                ) : null}
              </div>
              <button
                type="button"
                onClick={requestClose}
                disabled={busy}
                aria-label="Cerrar"
                className="-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900 disabled:opacity-40"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </header>
            {/* Focusable, so a keyboard can scroll a long body that has no field (axe scrollable-region-focusable). */}
            <div
              ref={bodyRef}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus
              tabIndex={0}
              className="min-h-0 flex-1 overflow-y-auto px-5 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-800 sm:px-6"
            >
              {children}
            </div>
            {footer ? (
              <footer
                ref={footerRef}
                className="flex flex-col-reverse gap-2 border-t border-stone-200 bg-stone-50 px-5 py-3.5 sm:flex-row sm:justify-end sm:px-6"
              >
                {footer}
              </footer>
            ) : null}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      {dirty ? (
        <Modal
          open={open && confirmingDiscard}
          onClose={() => setConfirmingDiscard(false)}
          title={UNSAVED_TEXTS.discardTitle}
          size="sm"
          footer={
            <>
              <button type="button" className="btn-secondary" onClick={() => setConfirmingDiscard(false)}>
                {UNSAVED_TEXTS.stay}
              </button>
              <button
                type="button"
                className="btn-danger"
                onClick={() => {
                  setConfirmingDiscard(false);
                  onClose();
                }}
              >
                {UNSAVED_TEXTS.discard}
              </button>
            </>
          }
        >
          <p className="text-sm leading-relaxed text-stone-700">{UNSAVED_TEXTS.discardMessage}</p>
        </Modal>
      ) : null}
    </ModalContext.Provider>
  );
}
