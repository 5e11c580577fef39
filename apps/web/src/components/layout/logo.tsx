import { Link } from 'react-router';
import { useSiteConfig } from '@/api/site-config';
import { paths } from '@/lib/paths';

/** The store's name from the settings (issue 11), with its initial as the mark. */
export function Logo({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
  const { store_name } = useSiteConfig();
  const initial = store_name.trim().charAt(0).toUpperCase() || 'M';
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-offset-4"
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-[10px] bg-brand-800 text-lg font-black text-accent-400"
      >
        {initial}
      </span>
      <span
        className={`text-xl font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-brand-900'}`}
      >
        {store_name}
      </span>
      {/* The name is the visible word plus where it goes (axe: label-content-name-mismatch). */}
      <span className="sr-only">, ir al inicio</span>
    </Link>
  );
}
