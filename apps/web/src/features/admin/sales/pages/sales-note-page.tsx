import { type ReactNode, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@/api/client';
import { useSiteConfig } from '@/api/site-config';
import { ErrorState } from '@/components/ui/data-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { NOTE_LOAD_FAILED, useNoteOrder } from '../note/api/order';
import { NOTE_PRINT_CSS, SalesNote } from '../note/components/sales-note';
import { noteNumber } from '../note/lib/note';

/** /configuracion/ventas/{id}/imprimir: the sales note, outside the panel, printed on A4 from the browser. */
export default function SalesNotePage() {
  const { id } = useParams();
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useNoteOrder(orderId);
  const store = useSiteConfig();
  const printedAt = useMemo(() => new Date(), []);

  let body: ReactNode;
  if (!valid) {
    body = (
      <p role="alert" className="px-4 py-14 text-center font-semibold text-red-700">
        El pedido no existe
      </p>
    );
  } else if (order.status === 'error') {
    body = (
      <ErrorState message={errorMessage(order.error, NOTE_LOAD_FAILED)} onRetry={() => order.refetch()} />
    );
  } else if (!order.data) {
    body = (
      <div role="status" className="mx-auto max-w-[210mm] space-y-4 bg-white p-10">
        <span className="sr-only">Cargando la nota de venta...</span>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else {
    body = <SalesNote order={order.data} store={store} printedAt={printedAt} />;
  }

  return (
    <div className="min-h-dvh bg-stone-100 print:bg-white">
      <title>
        {order.data ? `Nota de venta ${noteNumber(order.data.id)} | Mayorista` : 'Nota de venta | Mayorista'}
      </title>
      <style>{NOTE_PRINT_CSS}</style>
      <div className="print-hidden mx-auto flex max-w-[210mm] px-4 pt-4 print:hidden">
        <Link to={paths.adminSales} className="text-sm font-semibold text-brand-800 underline">
          Volver a Ventas
        </Link>
      </div>
      {body}
    </div>
  );
}
