import { type ReactNode, useId } from 'react';

/** A white card of the order desk with its heading (cards stack on phones). */
export function DeskCard({
  title,
  actions,
  children,
  className = '',
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-stone-200 bg-white shadow-sm ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-100 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="font-bold text-stone-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="px-4 py-4 sm:px-5">{children}</div>
    </section>
  );
}

export function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** A failed change: the spec's text and, below, the server's reason when it gave one. */
export function ChangeError({ title, detail }: { title: string; detail?: string | null }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-semibold">{title}</p>
      {detail && detail !== title ? <p>{detail}</p> : null}
    </div>
  );
}
