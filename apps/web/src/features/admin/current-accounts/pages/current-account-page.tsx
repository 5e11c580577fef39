import type { AccountSummary } from '@mayorista/shared/current-accounts';
import { ArrowLeft, HandCoins, SlidersHorizontal, UserRound } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { ErrorState } from '@/components/ui/data-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/lib/paths';
import { useAccountSummary } from '../api/account';
import { AccountFigures } from '../components/account-figures';
import { AdjustmentModal } from '../components/adjustment-modal';
import { EntriesTable } from '../components/entries-table';
import { ReceiptModal } from '../components/receipt-modal';
import { StatementSection } from '../components/statement-section';
import { TermsForm } from '../components/terms-form';
import { ACCOUNT_TEXTS } from '../lib/texts';

const back = (
  <Link
    to={paths.adminCurrentAccounts}
    className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" /> Volver a cuentas corrientes
  </Link>
);

function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h2 id={id} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        {description ? <p className="text-sm text-stone-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** One customer's cuenta corriente (/configuracion/cuentas-corrientes/{id}). */
export default function CurrentAccountPage() {
  const id = Number(useParams().id);
  const summary = useAccountSummary(id);

  if (summary.isPending && Number.isInteger(id) && id > 0)
    return (
      <section aria-busy="true">
        {back}
        <p role="status" className="sr-only">
          {ACCOUNT_TEXTS.accountLoading}
        </p>
        <Skeleton className="mb-6 h-10 w-72" />
        <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-24" />
          ))}
        </div>
        <Skeleton className="h-96" />
      </section>
    );
  if (!summary.data)
    return (
      <section>
        {back}
        <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
          {isApiError(summary.error, 404) || !(id > 0) ? (
            <p role="alert" className="p-8 text-center font-semibold text-red-700">
              {ACCOUNT_TEXTS.customerMissing}
            </p>
          ) : (
            <ErrorState message={ACCOUNT_TEXTS.accountFailed} onRetry={() => summary.refetch()} />
          )}
        </div>
      </section>
    );
  return <AccountDetail summary={summary.data} />;
}

function AccountDetail({ summary }: { summary: AccountSummary }) {
  const { customer, terms } = summary;
  const name = customer.business_name.trim() || customer.username;
  const [modal, setModal] = useState<'receipt' | 'adjustment' | null>(null);

  return (
    <section className="flex flex-col gap-8">
      <title>{`${name} | Cuentas corrientes | Mayorista`}</title>
      <div>
        {back}
        <PageHeader
          title={name}
          description={
            <span className="flex flex-wrap items-center gap-2">
              {customer.username} · {customer.email}
              {terms.enabled ? (
                <StatusBadge tone="success">Cuenta corriente habilitada</StatusBadge>
              ) : (
                <StatusBadge tone="neutral">{ACCOUNT_TEXTS.disabled}</StatusBadge>
              )}
            </span>
          }
          actions={
            <>
              <Link to={paths.adminCustomer(customer.id)} className="btn-secondary">
                <UserRound aria-hidden="true" className="size-4" /> Ver perfil
              </Link>
              <button type="button" className="btn-secondary" onClick={() => setModal('adjustment')}>
                <SlidersHorizontal aria-hidden="true" className="size-4" /> Ajuste
              </button>
              <button type="button" className="btn-primary" onClick={() => setModal('receipt')}>
                <HandCoins aria-hidden="true" className="size-4" /> Registrar cobro
              </button>
            </>
          }
        />
        <AccountFigures summary={summary} />
      </div>

      <Panel title={ACCOUNT_TEXTS.termsTitle}>
        <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <TermsForm key={JSON.stringify(terms)} customerId={customer.id} terms={terms} />
        </div>
      </Panel>

      <Panel
        title={ACCOUNT_TEXTS.entriesTitle}
        description="Del más reciente al más antiguo, con lo que queda pendiente."
      >
        <EntriesTable customerId={customer.id} />
      </Panel>

      <Panel
        title={ACCOUNT_TEXTS.statementTitle}
        description="Los mismos saldos que ve el cliente, para el período que elijas."
      >
        <StatementSection customerId={customer.id} />
      </Panel>

      <ReceiptModal
        customerId={customer.id}
        customerName={name}
        balance={summary.balance}
        open={modal === 'receipt'}
        onClose={() => setModal(null)}
      />
      <AdjustmentModal
        customerId={customer.id}
        customerName={name}
        open={modal === 'adjustment'}
        onClose={() => setModal(null)}
      />
    </section>
  );
}
