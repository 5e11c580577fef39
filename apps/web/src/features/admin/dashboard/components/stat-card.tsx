import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { changeText } from '../lib/period';

type StatCardProps = {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  hint?: ReactNode;
  /** Percent change against the previous period (null: nothing to compare with). */
  change?: number | null;
  style?: React.CSSProperties;
  className?: string;
};

function ChangeLine({ change }: { change: number | null }) {
  const text = changeText(change);
  if (text === null) return <p className="text-xs text-stone-600">Sin ventas en el período anterior</p>;
  const up = change! > 0;
  const down = change! < 0;
  const Icon = up ? ArrowUpRight : down ? ArrowDownRight : Minus;
  const tone = up ? 'text-brand-800' : down ? 'text-red-700' : 'text-stone-600';
  return (
    <p className={`inline-flex items-center gap-1 text-xs font-semibold ${tone}`}>
      <Icon aria-hidden="true" className="size-3.5" />
      {text}
      <span className="font-normal text-stone-600">vs. período anterior</span>
    </p>
  );
}

/** One figure of a dashboard: label, big value, and the change or a hint below. */
export function StatCard({ label, value, icon, hint, change, style, className = '' }: StatCardProps) {
  return (
    <article
      aria-label={label}
      style={style}
      className={`flex min-w-0 flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-stone-600">{label}</h2>
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-800 [&>svg]:size-5">
          {icon}
        </span>
      </div>
      <p
        className="text-2xl font-bold tracking-tight break-words text-stone-900 tabular-nums lg:text-xl 2xl:text-2xl"
        data-testid="stat-value"
      >
        {value}
      </p>
      {change !== undefined ? <ChangeLine change={change} /> : null}
      {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
    </article>
  );
}

export function StatCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-7 w-32" />
      <Skeleton className="h-3 w-40" />
    </div>
  );
}
