import { ORDER_STATUS_LABELS, type OrderStatus } from '@mayorista/shared/orders';
import { ArrowLeft, Ban, KeyRound, Mail, Receipt, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/api/client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { adminSalesUrl, paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useCustomer, useUnlockCustomerLogin } from '../api/customers';
import { CustomerCurrentAccount } from '../components/customer-current-account';
import { CUSTOMER_LOAD_FAILED, customerRows } from '../components/customer-details-modal';
import { CustomerPriceList } from '../components/customer-price-list';
import { CustomerStatusBadge } from '../components/customer-status-badge';
import { CustomerTaxProfile } from '../components/customer-tax-profile';
import { useCustomerDialogs } from '../components/use-customer-dialogs';
import { customerName, dash, dateText, moneyText } from '../lib/format';

const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

const UNLOCK_MESSAGES = {
  unlocked: 'Acceso desbloqueado',
  failed: 'Error al desbloquear el acceso',
} as const;

const timeText = (value: string) =>
  new Date(value).toLocaleTimeString('es-AR', { hour: '2-digit', minute: '2-digit' });

/** The login lock of decision 008 (failed attempts from unknown addresses) and the staff action that lifts it. */
function LoginLockNotice({ id, name, until }: { id: number; name: string; until: string | null }) {
  const [confirming, setConfirming] = useState(false);
  const unlock = useUnlockCustomerLogin();

  const confirmUnlock = async () => {
    try {
      await unlock.mutateAsync(id);
      notify.success(UNLOCK_MESSAGES.unlocked);
      setConfirming(false);
    } catch {
      notify.error(UNLOCK_MESSAGES.failed);
    }
  };

  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-red-800">
        <StatusBadge tone="danger">Acceso bloqueado por intentos fallidos</StatusBadge>
        {until && <span>Hasta las {timeText(until)}, salvo desde direcciones donde ya inició sesión.</span>}
      </p>
      <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
        <KeyRound aria-hidden="true" className="size-4" /> Desbloquear acceso
      </button>
      <ConfirmDialog
        open={confirming}
        title="Desbloquear acceso"
        confirmLabel="Desbloquear acceso"
        pendingLabel="Desbloqueando..."
        pending={unlock.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirmUnlock}
        message={
          <>
            ¿Desbloquear el acceso de <strong>{name}</strong>? Podrá volver a iniciar sesión desde cualquier
            dirección.
          </>
        }
      />
    </div>
  );
}

/** A customer's profile (/configuracion/clientes/{id}): data, totals and recent orders. */
export default function CustomerProfilePage() {
  const params = useParams();
  const id = Number(params.id);
  const query = useCustomer(id);
  const { contact, toggleBlock, dialogs } = useCustomerDialogs();

  const back = (
    <Link
      to={paths.adminCustomers}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Volver a clientes
    </Link>
  );

  if (query.isPending && Number.isInteger(id) && id > 0) {
    return (
      <section aria-busy="true">
        {back}
        <Skeleton className="mb-6 h-10 w-72" />
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <Skeleton className="h-96" />
          <Skeleton className="h-64" />
        </div>
      </section>
    );
  }

  const customer = query.data;
  if (!customer) {
    return (
      <section>
        {back}
        <div role="alert" className="rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
          <p className="font-semibold text-red-700">
            {isApiError(query.error, 404) ? 'El cliente no existe' : CUSTOMER_LOAD_FAILED}
          </p>
        </div>
      </section>
    );
  }

  const name = customerName(customer);
  const target = { id: customer.id, name, email: customer.email, is_blocked: customer.is_blocked };

  return (
    <section>
      <title>{`${name} | Clientes | Mayorista`}</title>
      {back}
      <PageHeader
        title={name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {customer.username} · {customer.email}
            <CustomerStatusBadge isBlocked={customer.is_blocked} isActive={customer.is_active} />
          </span>
        }
        actions={
          <>
            <Link
              to={adminSalesUrl({ search: customer.email, customer_id: customer.id })}
              className="btn-secondary"
            >
              <Receipt aria-hidden="true" className="size-4" /> Ver pedidos
            </Link>
            <button type="button" className="btn-secondary" onClick={() => contact(target)}>
              <Mail aria-hidden="true" className="size-4" /> Contactar
            </button>
            <button type="button" className="btn-secondary" onClick={() => toggleBlock(target)}>
              {customer.is_blocked ? (
                <>
                  <ShieldCheck aria-hidden="true" className="size-4" /> Desbloquear
                </>
              ) : (
                <>
                  <Ban aria-hidden="true" className="size-4 text-red-700" /> Bloquear
                </>
              )}
            </button>
          </>
        }
      />

      {customer.login_locked && (
        <LoginLockNotice id={customer.id} name={name} until={customer.login_locked_until} />
      )}

      <dl className="mb-6 grid gap-4 sm:grid-cols-3">
        {[
          { label: 'Pedidos', value: String(customer.total_orders) },
          { label: 'Total gastado', value: moneyText(customer.total_spent) },
          { label: 'Última compra', value: dateText(customer.last_purchase) },
        ].map((stat) => (
          <div key={stat.label} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <dt className="text-sm text-stone-500">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900">{stat.value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
          <h2 className="border-b border-stone-200 px-5 py-4 font-bold text-stone-900">Pedidos recientes</h2>
          {customer.recent_orders.length === 0 ? (
            <p className="px-5 py-10 text-center text-sm text-stone-600">
              Este cliente todavía no hizo pedidos.
            </p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {customer.recent_orders.map((order) => (
                <li key={order.id}>
                  <Link
                    to={paths.orderDetails(order.id)}
                    className="flex flex-wrap items-center justify-between gap-2 px-5 py-3.5 hover:bg-stone-50"
                  >
                    <span>
                      <span className="font-semibold text-brand-800">Pedido #{order.id}</span>
                      <span className="block text-xs text-stone-500">{dateText(order.created_at)}</span>
                    </span>
                    <span className="flex items-center gap-3">
                      <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
                        {statusLabel(order.status)}
                      </span>
                      <span className="font-semibold text-stone-900 tabular-nums">
                        {moneyText(order.total)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="space-y-6">
          <CustomerCurrentAccount customerId={customer.id} />
          <CustomerPriceList key={customer.price_list ?? 0} customer={customer} />
          <CustomerTaxProfile
            key={`${customer.cuit}|${customer.dni}|${customer.iva_condition}`}
            customer={customer}
          />
          <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
            <h2 className="border-b border-stone-200 px-5 py-4 font-bold text-stone-900">
              Datos del cliente
            </h2>
            <dl className="divide-y divide-stone-100 px-5">
              {customerRows(customer).map((row) => (
                <div key={row.label} className="grid grid-cols-[9rem_1fr] gap-3 py-2.5">
                  <dt className="text-sm text-stone-500">{row.label}</dt>
                  <dd className="text-sm break-words whitespace-pre-line text-stone-900">
                    {dash(row.value)}
                  </dd>
                </div>
              ))}
              <div className="grid grid-cols-[9rem_1fr] gap-3 py-2.5">
                <dt className="text-sm text-stone-500">Email verificado</dt>
                <dd className="text-sm text-stone-900">{customer.email_verified ? 'Sí' : 'No'}</dd>
              </div>
            </dl>
          </div>
        </div>
      </div>
      {dialogs}
    </section>
  );
}
