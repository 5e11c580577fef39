import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type ActionMenuItem = {
  label: string;
  icon?: ReactNode;
  tone?: 'danger';
  disabled?: boolean;
} & ({ to: string; onSelect?: never } | { onSelect: () => void; to?: never });

type ActionMenuProps = { label: string; items: ActionMenuItem[]; buttonClassName?: string };

const itemClass = (item: ActionMenuItem) =>
  `flex w-full cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm font-medium outline-none data-disabled:pointer-events-none data-disabled:opacity-50 ${
    item.tone === 'danger'
      ? 'text-red-700 data-highlighted:bg-red-50'
      : 'text-stone-800 data-highlighted:bg-stone-100'
  }`;

/**
 * A button that opens a menu of actions (Radix DropdownMenu): arrows, Home/End and typeahead move,
 * Enter or Space run an item, Escape closes and gives the focus back to the button. The menu is
 * portalled, so tables never clip it. Not modal, so a dialog opened from an item gets the pointer.
 */
export function ActionMenu({ label, items, buttonClassName }: ActionMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className={
          buttonClassName ??
          'grid size-9 place-items-center rounded-lg border border-stone-200 bg-white text-stone-600 hover:border-brand-700 hover:text-brand-800 data-[state=open]:border-brand-700'
        }
      >
        <EllipsisVertical aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-label={label}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-52 animate-fade-in rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          {items.map((item) =>
            item.to ? (
              <DropdownMenu.Item
                key={item.label}
                asChild
                disabled={item.disabled}
                className={itemClass(item)}
              >
                <Link to={item.to}>
                  {item.icon}
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                key={item.label}
                disabled={item.disabled}
                onSelect={item.onSelect}
                className={itemClass(item)}
              >
                {item.icon}
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
