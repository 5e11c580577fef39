import type { ReactNode } from 'react';

/**
 * The few lucide icons of the storefront's chrome (header, search box, promo strip, mega-menu, error
 * screen), drawn as lucide draws them (same markup, classes and attributes) but without lucide's
 * runtime (createLucideIcon, its context and helpers), which the pages load with their own icons.
 */
/** Always aria-hidden (decorative), as every use in the chrome asks. */
type ShellIconProps = { className?: string; 'aria-hidden'?: 'true' | true };

function ShellIcon({ name, className, children }: ShellIconProps & { name: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide ${name} ${className}` : `lucide ${name}`}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const ClipboardList = ({ className }: ShellIconProps) => (
  <ShellIcon name="lucide-clipboard-list" className={className}>
    <rect width="8" height="4" x="8" y="2" rx="1" ry="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
    <path d="M12 11h4" />
    <path d="M12 16h4" />
    <path d="M8 11h.01" />
    <path d="M8 16h.01" />
  </ShellIcon>
);

export const Menu = ({ className }: ShellIconProps) => (
  <ShellIcon name="lucide-menu" className={className}>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </ShellIcon>
);

export const ShieldCheck = ({ className }: ShellIconProps) => (
  <ShellIcon name="lucide-shield-check" className={className}>
    <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
    <path d="m9 12 2 2 4-4" />
  </ShellIcon>
);

export const ShoppingCart = ({ className }: ShellIconProps) => (
  <ShellIcon name="lucide-shopping-cart" className={className}>
    <path d="m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18" />
    <path d="M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25" />
    <circle cx="18" cy="20" r="2" />
    <circle cx="8" cy="20" r="2" />
  </ShellIcon>
);

export const UserRound = ({ className }: ShellIconProps) => (
  <ShellIcon name="lucide-user-round lucide-user-2" className={className}>
    <circle cx="12" cy="8" r="5" />
    <path d="M20 21a8 8 0 0 0-16 0" />
  </ShellIcon>
);

export const Search = ({ className }: ShellIconProps) => (
  <ShellIcon name="lucide-search" className={className}>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </ShellIcon>
);

export const Truck = ({ className }: ShellIconProps) => (
  <ShellIcon name="lucide-truck" className={className}>
    <path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2" />
    <path d="M15 18H9" />
    <path d="M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14" />
    <circle cx="17" cy="18" r="2" />
    <circle cx="7" cy="18" r="2" />
  </ShellIcon>
);

export const ChevronDown = ({ className }: ShellIconProps) => (
  <ShellIcon name="lucide-chevron-down" className={className}>
    <path d="m6 9 6 6 6-6" />
  </ShellIcon>
);

export const CircleAlert = ({ className }: ShellIconProps) => (
  <ShellIcon
    name="lucide-circle-exclamation-point lucide-alert-circle lucide-circle-alert"
    className={className}
  >
    <circle cx="12" cy="12" r="10" />
    <line x1="12" x2="12" y1="8" y2="12" />
    <line x1="12" x2="12.01" y1="16" y2="16" />
  </ShellIcon>
);
