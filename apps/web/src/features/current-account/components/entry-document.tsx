import type { LedgerEntry } from '@mayorista/shared/current-accounts';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The entry's document as people name it; a debit of an order links to that order (and its invoice). */
export function EntryDocument({ entry }: { entry: Pick<LedgerEntry, 'description' | 'order_id'> }) {
  if (entry.order_id === null) return <span className="text-stone-900">{entry.description}</span>;
  return (
    <Link
      to={paths.orderDetails(entry.order_id)}
      className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      {entry.description}
    </Link>
  );
}
