import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

/** Text colors reach 4.5:1 on their own background (axe color-contrast). */
const TONES: Record<StatusTone, string> = {
  success: 'bg-brand-50 text-brand-800 ring-brand-200',
  warning: 'bg-accent-50 text-accent-800 ring-accent-200',
  danger: 'bg-red-50 text-red-700 ring-red-200',
  neutral: 'bg-stone-100 text-stone-700 ring-stone-300',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
};

/** A status as a small pill (Activo, Bloqueado, Pendiente, Pagado...). */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
