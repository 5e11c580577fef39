import type { ActivityEntry } from '@mayorista/shared/activity';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { bulkProducts } from '../lib/activity';

const twoDecimals = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (value: number, currency: 'ARS' | 'USD' | undefined) =>
  `${currency === 'USD' ? 'U$S' : '$'} ${twoDecimals.format(value)}`;

/** The old → new prices of a bulk price update, behind a disclosure button. */
export function BulkDetails({ entry, defaultOpen = false }: { entry: ActivityEntry; defaultOpen?: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const products = bulkProducts(entry);
  if (!products?.length) return null;
  return (
    <div className="mt-1.5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
        {open ? 'Ocultar precios' : `Ver precios (${products.length})`}
      </button>
      {open ? (
        <ul
          id={id}
          aria-label="Precios anteriores y nuevos"
          className="mt-2 max-h-80 space-y-1.5 overflow-y-auto rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm"
        >
          {products.map((line) => (
            <li key={line.id} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
              <Link
                to={paths.adminEditProduct(line.id)}
                className="min-w-0 break-words text-stone-900 hover:text-brand-800 hover:underline"
              >
                {line.name}
              </Link>
              <span className="whitespace-nowrap tabular-nums text-stone-700">
                {money(line.old_price, line.currency)} → {money(line.new_price, line.currency)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
