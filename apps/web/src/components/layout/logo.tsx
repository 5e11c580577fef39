import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function Logo({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
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
        M
      </span>
      <span
        className={`text-xl font-extrabold tracking-tight ${tone === 'light' ? 'text-white' : 'text-brand-900'}`}
      >
        Mayorista
      </span>
      {/* The name is the visible word plus where it goes (axe: label-content-name-mismatch). */}
      <span className="sr-only">, ir al inicio</span>
    </Link>
  );
}
