import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * /payment/result (login required). No online payment provider is configured, so orders are paid in
 * cash or by transfer, coordinated with the seller (DOMAIN.md): this page says so instead of pretending.
 */
export default function PaymentResultPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? params.get('external_reference');
  return (
    <section className="container-page py-16">
      <div className="mx-auto max-w-lg rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-stone-900">Resultado del pago</h1>
        <p className="mt-3 text-stone-600">
          Los pagos en línea no están habilitados en esta tienda. El pago de tu pedido se coordina con el
          vendedor (efectivo o transferencia).
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {orderId && /^\d+$/.test(orderId) ? (
            <Link to={`/configuracion/pedidos/${orderId}`} className="btn-primary">
              Ver pedido #{orderId}
            </Link>
          ) : null}
          <Link to={paths.myOrders} className="btn-secondary">
            Ir a Mis Pedidos
          </Link>
        </div>
      </div>
    </section>
  );
}
