import type { ApplyProgress as Progress } from '../api/apply-import';

/** The apply's share done, 0–100: sending 5 %, checking up to 20 %, writing the rest. */
export function progressPercent(progress: Progress | null): number {
  if (!progress) return 5;
  const share = progress.total ? progress.done / progress.total : 1;
  return Math.round(progress.phase === 'validating' ? 5 + 15 * share : 20 + 80 * share);
}

export function progressLabel(progress: Progress | null): string {
  if (!progress) return 'Enviando el archivo…';
  if (progress.phase === 'validating') return 'Validando las filas…';
  return `Guardando productos: ${progress.done.toLocaleString('es-AR')} de ${progress.total.toLocaleString('es-AR')}`;
}

/** The real progress of the apply call, from the server's NDJSON lines. */
export function ApplyProgress({ progress }: { progress: Progress | null }) {
  const percent = progressPercent(progress);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p role="status" className="font-medium text-stone-800">
          {progressLabel(progress)}
        </p>
        <span className="tabular-nums text-stone-600">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progreso de la importación"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
