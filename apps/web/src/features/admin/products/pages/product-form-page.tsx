import type { AdminProduct } from '@mayorista/shared/product-admin';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useAdminProduct, useCreateProduct, useDeleteProduct, useUpdateProduct } from '../api/admin-product';
import { ProductForm } from '../form/components/product-form';
import {
  appendVariant,
  clearPreparedData,
  PREPARE_FAILED,
  type PreparedData,
  readPreparedData,
  VARIANT_ADDED,
  valuesFromExternal,
} from '../form/lib/prefill';
import { EMPTY_VALUES, type ProductFormValues, valuesFromProduct } from '../form/lib/product-form-values';

const MESSAGES = {
  loadFailed: 'Error al cargar el producto',
  created: 'Producto creado correctamente',
  updated: 'Producto actualizado correctamente',
  deleted: 'Producto eliminado correctamente',
  deleteFailed: 'Error al eliminar el producto',
} as const;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The prepared data of the URL and session storage, read once per screen (the session values are
 * removed as they are read, so a second render must not read them again).
 */
function usePreparedData(): PreparedData {
  const { search } = useLocation();
  const [prepared] = useState(() =>
    readPreparedData({ search: new URLSearchParams(search), storage: sessionStore() }),
  );
  useEffect(() => {
    clearPreparedData(sessionStore());
    if (prepared.failed) notify.error(PREPARE_FAILED);
  }, [prepared.failed]);
  return prepared;
}

/** Form values and notices: the base (empty or the loaded product) with the prepared data on top. */
function withPrepared(base: ProductFormValues, prepared: PreparedData, useProduct: boolean) {
  let values = base;
  const notices: string[] = [];
  if (useProduct && prepared.product) {
    const external = valuesFromExternal(prepared.product);
    values = { ...values, ...external.values };
    notices.push(...external.notices);
  }
  if (prepared.variant) {
    const added = appendVariant(values.has_variants ? values.variants : [], prepared.variant);
    values = { ...values, has_variants: true, variants: added.variants };
    notices.push(VARIANT_ADDED(added.label));
  }
  return { values, notices };
}

function FormSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy="true">
      <span className="sr-only" role="status">
        Cargando producto...
      </span>
      <div className="space-y-6">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}

function BackLink() {
  return (
    <Link
      to={paths.adminProducts}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Volver a productos
    </Link>
  );
}

function CreateProduct() {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const prepared = usePreparedData();
  const initial = useMemo(() => withPrepared(EMPTY_VALUES, prepared, true), [prepared]);

  return (
    <>
      <PageHeader title="Agregar producto" description="Los campos con * son obligatorios." />
      <ProductForm
        mode="create"
        initialValues={initial.values}
        notices={initial.notices}
        onSave={async (payload) => {
          const product = await create.mutateAsync(payload);
          notify.success(MESSAGES.created);
          navigate(paths.adminEditProduct(product.id), { replace: true });
          return undefined;
        }}
      />
    </>
  );
}

function EditProduct({ productId }: { productId: number }) {
  const navigate = useNavigate();
  const query = useAdminProduct(productId);
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const prepared = usePreparedData();
  const [confirming, setConfirming] = useState(false);
  const invalidId = !(Number.isInteger(productId) && productId > 0);

  useEffect(() => {
    if (!invalidId && !query.isError) return;
    notify.error(MESSAGES.loadFailed);
    navigate(paths.adminProducts, { replace: true });
  }, [invalidId, query.isError, navigate]);

  const product = query.data;
  // The form starts from the product as first loaded; saving resets it to the saved answer.
  const [initial, setInitial] = useState<{
    product: AdminProduct;
    values: ProductFormValues;
    notices: string[];
  }>();
  useEffect(() => {
    if (product && !initial)
      setInitial({ product, ...withPrepared(valuesFromProduct(product), prepared, false) });
  }, [product, initial, prepared]);

  const onDelete = async () => {
    try {
      await remove.mutateAsync(productId);
      notify.success(MESSAGES.deleted);
      navigate(paths.adminProducts, { replace: true });
    } catch {
      notify.error(MESSAGES.deleteFailed);
      setConfirming(false);
    }
  };

  const current = product ?? initial?.product;

  return (
    <>
      <PageHeader
        title="Editar producto"
        description={current ? current.name : undefined}
        actions={
          current ? (
            <>
              <Link to={paths.product(current.id)} className="btn-secondary" target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" className="size-4" /> Ver en la tienda
              </Link>
              <button type="button" className="btn-danger" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" className="size-4" /> Eliminar
              </button>
            </>
          ) : null
        }
      />
      {initial ? (
        <ProductForm
          mode="edit"
          initialValues={initial.values}
          product={current}
          notices={initial.notices}
          onSave={async (payload) => {
            const saved = await update.mutateAsync({ id: productId, patch: payload });
            notify.success(MESSAGES.updated);
            const syncMessage = (saved as AdminProduct & { sync_message?: unknown }).sync_message;
            if (typeof syncMessage === 'string' && syncMessage) notify.info(syncMessage);
            return saved;
          }}
        />
      ) : (
        <FormSkeleton />
      )}
      <ConfirmDialog
        open={confirming}
        title="Eliminar producto"
        message={
          <>
            ¿Estás seguro de eliminar <strong>{current?.name}</strong>? Esta acción no se puede deshacer.
          </>
        }
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** Agregar / Editar producto (backoffice §2.1): /configuracion/productos/agregar and /editar/{productId}. */
export default function ProductFormPage() {
  const { productId } = useParams();
  const editing = productId !== undefined;
  return (
    <section className="mx-auto max-w-6xl">
      <title>{editing ? 'Editar producto | Mayorista' : 'Agregar producto | Mayorista'}</title>
      <BackLink />
      {editing ? <EditProduct key={productId} productId={Number(productId)} /> : <CreateProduct />}
    </section>
  );
}
