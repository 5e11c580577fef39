import { IMPORT_OUTCOMES, type ImportSummary as Summary } from '@mayorista/shared/product-transfer';
import { SUMMARY_LABELS } from '../lib/rows';

const CHIP: Record<keyof Summary, string> = {
  create: 'bg-sky-50 text-sky-800 ring-sky-200',
  update: 'bg-accent-50 text-accent-800 ring-accent-200',
  unchanged: 'bg-stone-100 text-stone-700 ring-stone-300',
  error: 'bg-red-50 text-red-700 ring-red-200',
};

/** The dry run's counts as chips: Nuevos, Se modifican, Sin cambios, Con errores. */
export function ImportSummary({ summary }: { summary: Summary }) {
  return (
    <dl aria-label="Resumen de la revisión" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {IMPORT_OUTCOMES.map((outcome) => (
        <div key={outcome} className={`rounded-xl px-3 py-2 ring-1 ring-inset ${CHIP[outcome]}`}>
          <dt className="text-xs font-semibold">{SUMMARY_LABELS[outcome]}</dt>
          <dd className="text-xl font-bold tabular-nums">{summary[outcome].toLocaleString('es-AR')}</dd>
        </div>
      ))}
    </dl>
  );
}
