import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

type FiltersDrawerProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
};

/** Off-canvas panel for the filters below 992 px: a modal <dialog>, so focus stays inside and Esc closes it. */
export function FiltersDrawer({ open, onClose, title, children, footer }: FiltersDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Esc does the same natively
    <dialog
      ref={ref}
      aria-labelledby="filters-drawer-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-stone-50 p-0 shadow-xl backdrop:bg-black/50 open:animate-drawer-in"
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-stone-200 bg-white px-4 py-3">
            <h2 id="filters-drawer-title" className="text-base font-semibold text-stone-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="flex size-9 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100"
              aria-label="Cerrar filtros"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">{children}</div>
          {footer && <div className="border-t border-stone-200 bg-white px-4 py-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
