import type { DollarRateEntry } from '@mayorista/shared/settings';
import { formatRate, sparklinePoints } from '../lib/rates';

const WIDTH = 320;
const HEIGHT = 64;

/** A small line of the stored rates (oldest to newest), with the lowest and highest value. */
export function RateSparkline({ history }: { history: readonly DollarRateEntry[] }) {
  const points = sparklinePoints(history, WIDTH, HEIGHT);
  if (points.length === 0) return null;
  const values = history.map((row) => row.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const description = `Evolución de las últimas ${history.length} cotizaciones: mínima ${formatRate(min)}, máxima ${formatRate(max)}, actual ${formatRate(history[0].value)}.`;
  return (
    <figure className="rounded-lg bg-stone-50 p-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-16 w-full"
        role="img"
        aria-label={description}
      >
        <polyline
          points={points.map((point) => `${point.x},${point.y}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
          className="text-brand-700"
        />
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-stone-600">
        <span>Mínima {formatRate(min)}</span>
        <span>Máxima {formatRate(max)}</span>
      </figcaption>
    </figure>
  );
}
