import type { CustomerDetail } from '@mayorista/shared/accounts';
import { ivaConditionLabel } from '@mayorista/shared/tax-profile';
import { Link } from 'react-router';
import { DetailList } from '@/components/ui/detail-list';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useCustomer } from '../api/customers';
import { customerName, dash, dateText, moneyText } from '../lib/format';
import { CustomerStatusBadge } from './customer-status-badge';

export const CUSTOMER_LOAD_FAILED = 'Error al obtener información del usuario';

/** Label and value pairs of a customer's data, for the details modal and the profile. */
export function customerRows(customer: CustomerDetail) {
  return [
    { label: 'Usuario', value: customer.username },
    { label: 'Email', value: customer.email },
    { label: 'Nombre completo', value: [customer.first_name, customer.last_name].filter(Boolean).join(' ') },
    { label: 'Nombre del negocio', value: customer.business_name },
    { label: 'Dirección', value: customer.business_address },
    { label: 'Teléfono', value: customer.phone_number },
    { label: 'DNI', value: customer.dni },
    { label: 'CUIT/CUIL', value: customer.cuit },
    {
      label: 'Condición frente al IVA',
      value: customer.iva_condition ? ivaConditionLabel(customer.iva_condition) : '',
    },
    { label: 'Tipo de organización', value: customer.business_type },
    { label: 'Instagram', value: customer.instagram ? `@${customer.instagram.replace(/^@/, '')}` : '' },
    { label: 'Facebook', value: customer.facebook },
    { label: 'Comentarios', value: customer.extra_info },
    { label: 'Cliente desde', value: dateText(customer.date_joined) },
    { label: 'Último ingreso', value: dateText(customer.last_login) },
  ];
}

type CustomerDetailsModalProps = { customerId: number | null; onClose: () => void };

export function CustomerDetailsModal({ customerId, onClose }: CustomerDetailsModalProps) {
  const query = useCustomer(customerId ?? 0, customerId !== null);
  const customer = query.data;
  return (
    <Modal
      open={customerId !== null}
      onClose={onClose}
      size="lg"
      title="Detalles del cliente"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cerrar
          </button>
          {customerId !== null ? (
            <Link to={paths.adminCustomer(customerId)} className="btn-primary">
              Ver perfil
            </Link>
          ) : null}
        </>
      }
    >
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-6" />
          ))}
        </div>
      ) : query.isError || !customer ? (
        <p role="alert" className="text-sm text-red-700">
          {CUSTOMER_LOAD_FAILED}
        </p>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg font-bold text-stone-900">{customerName(customer)}</p>
            <CustomerStatusBadge isBlocked={customer.is_blocked} isActive={customer.is_active} />
          </div>
          <dl className="mb-4 grid grid-cols-3 gap-3 text-center">
            <Stat label="Pedidos" value={String(customer.total_orders)} />
            <Stat label="Total gastado" value={moneyText(customer.total_spent)} />
            <Stat label="Última compra" value={dateText(customer.last_purchase)} />
          </dl>
          <DetailList rows={customerRows(customer).map((row) => ({ ...row, value: dash(row.value) }))} />
        </>
      )}
    </Modal>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-stone-50 px-2 py-3">
      <dt className="text-xs font-medium text-stone-600">{label}</dt>
      <dd className="mt-0.5 font-bold text-stone-900">{value}</dd>
    </div>
  );
}
