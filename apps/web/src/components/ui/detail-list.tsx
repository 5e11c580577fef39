import type { ReactNode } from 'react';

export type DetailRow = { label: string; value: ReactNode };

/** Label and value pairs of a record, one per line (two columns from 640 px). */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="divide-y divide-stone-100">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-stone-600">{row.label}</dt>
          <dd className="text-sm break-words whitespace-pre-line text-stone-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
