import type { ExternalProduct } from '@mayorista/shared/sync';
import { AlertTriangle, CheckCircle2, Info, RefreshCw, SearchX } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import type { LookupState } from '../lib/external-diff';
import type { ProductFormValues } from '../lib/product-form-values';
import { useExternalLookup } from '../lib/use-external-lookup';
import { ExternalDifferences } from './external-differences';
import { ExternalSearch } from './external-search';

export const SKU_REQUIRED = 'SKU es requerido para la búsqueda';
export const NOT_FOUND = 'Producto no encontrado en el sistema externo';
export const WILL_BE_CREATED = 'El producto se creará al guardar.';
export const NO_SKU =
  'Sin SKU: escribe uno para buscar el producto en el sistema externo, o búscalo por nombre.';
export const LINKED = (sku: string) =>
  `Producto vinculado (SKU ${sku}): guarda los cambios para conservarlo.`;

type Tone = 'success' | 'warning' | 'info' | 'danger' | 'muted';
const TONES: Record<Tone, string> = {
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  warning: 'border-accent-200 bg-accent-50 text-accent-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  danger: 'border-red-200 bg-red-50 text-red-800',
  muted: 'border-stone-200 bg-stone-50 text-stone-700',
};

function StatusBox({ tone, icon, children }: { tone: Tone; icon: ReactNode; children: ReactNode }) {
  return (
    <div
      data-tone={tone}
      className={`flex items-start gap-2 rounded-xl border px-3 py-2.5 text-sm ${TONES[tone]}`}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 space-y-0.5">{children}</div>
    </div>
  );
}

const icon = (Component: typeof Info) => <Component aria-hidden="true" className="size-4" />;

/** The §4 sync state in words: edit mode warns when the supplier lacks the SKU, create mode informs. */
function SyncStatus({ state, mode }: { state: LookupState; mode: 'create' | 'edit' }) {
  switch (state.kind) {
    case 'no-sku':
      return (
        <StatusBox tone="muted" icon={icon(Info)}>
          <p>{NO_SKU}</p>
        </StatusBox>
      );
    case 'checking':
      return (
        <StatusBox tone="muted" icon={<Spinner className="size-4" />}>
          <p>Verificando en el sistema externo...</p>
        </StatusBox>
      );
    case 'synced':
      return (
        <StatusBox tone="success" icon={icon(CheckCircle2)}>
          <p className="font-semibold">Sincronizado</p>
          <p className="break-words">
            En el sistema externo: {state.product.name}
            {state.product.sku ? <span className="font-mono"> ({state.product.sku})</span> : null}
          </p>
        </StatusBox>
      );
    case 'not-found':
      return mode === 'edit' ? (
        <StatusBox tone="warning" icon={icon(AlertTriangle)}>
          <p className="font-semibold">{NOT_FOUND}</p>
          <p>Revisa el SKU o vincula el producto buscándolo por nombre.</p>
        </StatusBox>
      ) : (
        <StatusBox tone="info" icon={icon(SearchX)}>
          <p className="font-semibold">{NOT_FOUND}</p>
          <p>{WILL_BE_CREATED}</p>
        </StatusBox>
      );
    case 'not-configured':
      return (
        <StatusBox tone="muted" icon={icon(Info)}>
          <p>{state.message}</p>
        </StatusBox>
      );
    case 'failed':
      return mode === 'edit' ? (
        <StatusBox tone="danger" icon={icon(AlertTriangle)}>
          <p>{state.message}</p>
        </StatusBox>
      ) : (
        <StatusBox tone="info" icon={icon(Info)}>
          <p>{state.message}</p>
          <p>{WILL_BE_CREATED}</p>
        </StatusBox>
      );
  }
}

/**
 * External-sync panel of the product form (backoffice §2.1, §4): the sync state of the form's SKU,
 * the SKU lookup and the text search with 'Vincular', the differences with the supplier's values and
 * its missing variants. Everything it changes goes into the form: nothing is saved until the form is.
 */
export function ExternalSyncPanel({ mode }: { mode: 'create' | 'edit' }) {
  const id = useId();
  const { watch, setValue } = useFormContext<ProductFormValues>();
  const sku = watch('sku');
  const { state, lookup, linked, refreshing } = useExternalLookup(sku);
  const [skuMissing, setSkuMissing] = useState(false);
  const showSkuMissing = skuMissing && !sku.trim();

  const onLookup = () => {
    if (!sku.trim()) {
      setSkuMissing(true);
      return;
    }
    setSkuMissing(false);
    lookup();
  };

  const onLink = (product: ExternalProduct) => {
    const externalSku = product.sku?.trim();
    if (!externalSku) throw new Error('The external product has no SKU');
    setValue('sku', externalSku, { shouldDirty: true, shouldValidate: true });
    setValue('sync_with_external', true, { shouldDirty: true });
    linked({ ...product, sku: externalSku });
    notify.success(LINKED(externalSku));
  };

  const configured = state.kind !== 'not-configured';

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <div className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
          <div role="status" aria-live="polite" className="min-w-0 flex-1 basis-full sm:basis-auto">
            <SyncStatus state={state} mode={mode} />
          </div>
          {configured ? (
            <button
              type="button"
              className="btn-secondary w-full shrink-0 px-3 py-2 sm:w-auto"
              onClick={onLookup}
              aria-busy={refreshing || undefined}
              aria-describedby={showSkuMissing ? `${id}-sku-missing` : undefined}
            >
              {refreshing ? (
                <Spinner className="size-4" />
              ) : (
                <RefreshCw aria-hidden="true" className="size-4" />
              )}
              Buscar por SKU
            </button>
          ) : null}
        </div>
        {showSkuMissing ? (
          <p id={`${id}-sku-missing`} role="alert" className="text-sm text-red-700">
            {SKU_REQUIRED}
          </p>
        ) : null}
      </div>

      {state.kind === 'synced' ? <ExternalDifferences product={state.product} /> : null}

      {configured ? (
        <div className="border-t border-stone-200 pt-4">
          <ExternalSearch onLink={onLink} />
        </div>
      ) : null}
    </div>
  );
}
