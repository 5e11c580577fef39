import type { InvoiceSummary } from '@mayorista/shared/invoice-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { INVOICE_STATE_TONES, INVOICE_TEXTS } from '../lib/invoices';

/** Autorizada / Pendiente / Rechazada in words (colour only added), and 'De prueba' for a test document. */
export function InvoiceStateBadge({
  invoice,
}: {
  invoice: Pick<InvoiceSummary, 'state' | 'state_label' | 'test'>;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <StatusBadge tone={INVOICE_STATE_TONES[invoice.state] ?? 'neutral'}>{invoice.state_label}</StatusBadge>
      {invoice.test ? <StatusBadge tone="neutral">{INVOICE_TEXTS.testDocument}</StatusBadge> : null}
    </span>
  );
}
