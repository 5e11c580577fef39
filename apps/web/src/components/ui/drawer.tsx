import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  side?: 'left' | 'right';
  /** Accessible name of the close button (the spec's screens say what they close). */
  closeLabel?: string;
};

/** A side sheet on Radix Dialog, for a screen's filters on a phone: focus trapped, Escape and the backdrop close it. */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  side = 'right',
  closeLabel = 'Cerrar',
}: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-stone-950/55" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={`fixed inset-y-0 z-50 flex h-dvh w-[min(22rem,88vw)] flex-col bg-stone-50 shadow-xl focus:outline-none ${
            side === 'left' ? 'left-0 animate-drawer-in' : 'right-0 animate-fade-in'
          }`}
        >
          <div className="flex items-center justify-between border-b border-stone-200 bg-white px-4 py-3">
            <RadixDialog.Title className="text-base font-semibold text-stone-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="grid size-9 place-items-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900"
              aria-label={closeLabel}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer ? <div className="border-t border-stone-200 bg-white px-4 py-3">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
