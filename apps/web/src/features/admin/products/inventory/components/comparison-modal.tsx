import { CircleCheck, Plus } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/ui/data-state';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { comparisonError, useComparison } from '../api/external-sync';
import { useExternalForm } from '../lib/use-external-form';
import { ExternalItem } from './external-item';

type ComparisonModalProps = { open: boolean; onClose: () => void };

const number = new Intl.NumberFormat('es-AR');

/** The external-inventory comparison (backoffice §2.2, §3): totals and the supplier's products missing here. */
export function ComparisonModal({ open, onClose }: ComparisonModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="Comparar inventarios"
      description="Tu catálogo frente al del proveedor, por SKU."
    >
      {open ? <ComparisonBody /> : null}
    </Modal>
  );
}

function ComparisonBody() {
  const comparison = useComparison(true);
  const form = useExternalForm();

  if (comparison.isPending)
    return (
      <div className="space-y-4">
        <span role="status" className="sr-only">
          Comparando inventarios...
        </span>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((cell) => (
            <Skeleton key={cell} className="h-20 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (comparison.isError)
    return <ErrorState message={comparisonError(comparison.error)} onRetry={() => comparison.refetch()} />;

  const { summary, missing_products: missing } = comparison.data;
  const figures = [
    { label: 'En tu catálogo', value: summary.total_current },
    { label: 'En el proveedor', value: summary.total_external },
    { label: 'Faltan en tu catálogo', value: summary.missing_in_current, strong: true },
    { label: 'Solo en tu catálogo', value: summary.missing_in_external },
  ];

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className={`rounded-xl border p-3 ${
              figure.strong && figure.value > 0
                ? 'border-accent-200 bg-accent-50'
                : 'border-stone-200 bg-stone-50'
            }`}
          >
            <dt className="text-xs font-medium text-stone-600">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
              {number.format(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      {missing.length === 0 ? (
        <EmptyState
          icon={<CircleCheck aria-hidden="true" />}
          message="Tu catálogo tiene todos los productos del proveedor."
        />
      ) : (
        <section aria-labelledby="comparison-missing">
          <h3 id="comparison-missing" className="text-sm font-semibold text-stone-900">
            Productos del proveedor que faltan
          </h3>
          <ul aria-labelledby="comparison-missing" className="divide-y divide-stone-200">
            {missing.map((product) => {
              const mine = form.pending === product.sku;
              return (
                <ExternalItem
                  key={product.sku}
                  {...product}
                  action={
                    <button
                      type="button"
                      className="btn-secondary w-full px-3 py-2 sm:w-auto"
                      disabled={form.pending !== null}
                      aria-busy={mine || undefined}
                      onClick={() => form.createProduct(product.sku)}
                      aria-label={`Crear producto: ${product.name}`}
                    >
                      {mine ? <Spinner className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
                      Crear producto
                    </button>
                  }
                />
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
