import { changeDirection, type PriceChange } from '@mayorista/shared/price-changes';
import { ArrowDown, ArrowUp } from 'lucide-react';

const percentFormat = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '▲ +10,00 % Subió' / '▼ −5,00 % Bajó': the direction in words and an arrow, colour only as an extra. */
export function PriceChangeCell({ change }: { change: PriceChange }) {
  const up = changeDirection(change) === 'up';
  const Arrow = up ? ArrowUp : ArrowDown;
  const percent =
    change.change_percent == null
      ? ''
      : `${up ? '+' : '−'}${percentFormat.format(Math.abs(change.change_percent))} % `;
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-sm font-semibold tabular-nums ${
        up ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'
      }`}
    >
      <Arrow className="size-3.5" aria-hidden="true" />
      {percent}
      <span className="font-normal">{up ? 'Subió' : 'Bajó'}</span>
    </span>
  );
}
