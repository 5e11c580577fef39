import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { type MyAccount, useMyAccount } from '@/api/my-account';
import { ErrorState } from '@/components/ui/data-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountSummaryCards } from '../components/account-summary-cards';
import { AgingTable } from '../components/aging-table';
import { MovementsTable } from '../components/movements-table';
import { OpenDebitsTable } from '../components/open-debits-table';
import { PayBalance } from '../components/pay-balance';
import { PaymentReturn } from '../components/payment-return';
import { StatementDownload } from '../components/statement-download';
import { ACCOUNT_TEXTS } from '../lib/current-account';

/** The payment Mercado Pago sends the buyer back with (?pago={id}), when the value is one. */
function returnedPayment(params: URLSearchParams): number | null {
  const value = params.get('pago');
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function Section({
  id,
  title,
  children,
  note,
}: {
  id: string;
  title: string;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-lg font-bold text-stone-900">
        {title}
      </h2>
      {note ? <p className="-mt-2 mb-3 text-sm text-stone-600">{note}</p> : null}
      {children}
    </section>
  );
}

/**
 * 'Mi cuenta corriente' (issue 32, /configuracion/mi-cuenta-corriente): the buyer's balance, credit,
 * overdue and terms, the aging, the debits to pay with their due dates, the latest movements (each
 * receipt's PDF), the statement of a period and 'Pagar saldo' with Mercado Pago when it can be used.
 */
export default function MyCurrentAccountPage() {
  const [params, setParams] = useSearchParams();
  const account = useMyAccount();
  const paymentId = returnedPayment(params);
  const data = account.data;

  const dismissPayment = () => {
    const next = new URLSearchParams(params);
    next.delete('pago');
    setParams(next, { replace: true });
  };

  let body: ReactNode;
  if (account.isPending) body = <AccountSkeleton />;
  else if (account.isError) {
    body = (
      <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
        <ErrorState message={ACCOUNT_TEXTS.loadFailed} onRetry={() => account.refetch()} />
      </div>
    );
  } else body = <AccountDetails account={data as MyAccount} />;

  return (
    <section aria-busy={account.isFetching || undefined}>
      <title>{`${ACCOUNT_TEXTS.title} | Mayorista`}</title>
      <PageHeader
        title={ACCOUNT_TEXTS.title}
        description={ACCOUNT_TEXTS.description}
        actions={
          data?.can_pay_online ? (
            <PayBalance
              balance={data.summary.balance}
              openDebits={data.open_debits}
              today={data.summary.as_of}
            />
          ) : null
        }
      />
      {paymentId !== null ? <PaymentReturn paymentId={paymentId} onDismiss={dismissPayment} /> : null}
      {body}
    </section>
  );
}

function AccountDetails({ account }: { account: MyAccount }) {
  const { summary } = account;
  const today = summary.as_of;
  const nothingYet = account.recent.length === 0 && summary.balance === 0;
  return (
    <>
      {summary.terms.enabled ? null : (
        <p className="mb-5 flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {ACCOUNT_TEXTS.notEnabled}
        </p>
      )}
      <AccountSummaryCards summary={summary} />

      {nothingYet ? (
        <p className="mt-8 rounded-2xl border border-stone-200 bg-white px-4 py-12 text-center text-stone-600 shadow-sm">
          {ACCOUNT_TEXTS.empty}
        </p>
      ) : (
        <>
          <Section
            id="cc-aging"
            title="Antigüedad de la deuda"
            note="Lo que debes según los días desde la fecha de cada comprobante."
          >
            <AgingTable aging={summary.aging} balance={summary.balance} />
          </Section>
          <Section id="cc-open" title="Comprobantes por pagar">
            <OpenDebitsTable entries={account.open_debits} today={today} />
          </Section>
          <Section id="cc-recent" title="Últimos movimientos">
            <MovementsTable entries={account.recent} />
          </Section>
        </>
      )}

      <Section
        id="cc-statement"
        title="Resumen de cuenta"
        note="Todos los movimientos de un período, con el saldo anterior y el saldo después de cada uno."
      >
        <StatementDownload today={today} />
      </Section>
    </>
  );
}

function AccountSkeleton() {
  return (
    <div role="status" aria-label={ACCOUNT_TEXTS.loading}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="mt-8 h-6 w-56" />
      <Skeleton className="mt-3 h-28 rounded-2xl" />
      <Skeleton className="mt-8 h-6 w-56" />
      <Skeleton className="mt-3 h-48 rounded-2xl" />
    </div>
  );
}
