import type { ReactNode } from 'react';

/** One numbered step of the new-sale screen. */
export function SectionCard({
  id,
  title,
  step,
  actions,
  children,
}: {
  id: string;
  title: string;
  step: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <span
            aria-hidden="true"
            className="grid size-7 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
          >
            {step}
          </span>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A short error with a retry button. */
export function RetryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
      {message}
      <button type="button" className="btn-secondary px-3 py-1.5" onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}
