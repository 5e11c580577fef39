import type {
  BulkPriceApplyResult,
  BulkPricePreview,
  BulkPricePreviewInput,
} from '@mayorista/shared/bulk-price';
import { CircleAlert, CircleCheck, Eye, History, TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '@/api/errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, inputA11y } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { PriceListSelect } from '../../price-lists/components/price-list-select';
import { useApplyBulkPrice } from '../api/apply-bulk-price';
import { useBulkPriceBrands } from '../api/get-brands';
import { useBulkPriceCategories } from '../api/get-categories';
import { usePreviewBulkPrice } from '../api/preview-bulk-price';
import { OverridesPreviewTable } from '../components/overrides-preview-table';
import { PreviewTable } from '../components/preview-table';
import {
  BULK_PRICE_DEFAULTS,
  type BulkPriceFormErrors,
  type BulkPriceFormValues,
  categoryOptions,
  sameInput,
  toInput,
  validate,
} from '../lib/form';

export const BULK_PRICE_TEXTS = {
  previewFailed: 'No se pudo generar la vista previa. Revisa la conexión e intenta de nuevo.',
  applyFailed: 'No se pudieron actualizar los precios. No se cambió ningún precio.',
  brandsFailed: 'No se pudieron cargar las marcas.',
  categoriesFailed: 'No se pudieron cargar las categorías.',
  stale: 'Cambiaste la selección o el cambio: genera la vista previa de nuevo antes de aplicar.',
  clamped: (n: number) =>
    `${n === 1 ? '1 producto quedaría' : `${n} productos quedarían`} con precio negativo: su precio queda en $ 0.`,
  applied: (n: number) => `Precios actualizados: ${n} ${n === 1 ? 'producto' : 'productos'}`,
  appliedList: (n: number, list: string) =>
    `Precios especiales actualizados en ${list}: ${n} ${n === 1 ? 'precio' : 'precios'}`,
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /configuracion/productos/bulk-price: choose products and a change, preview every price, apply, undo later. */
export default function BulkPricePage() {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const brands = useBulkPriceBrands();
  const categories = useBulkPriceCategories();
  const previewCall = usePreviewBulkPrice();
  const applyCall = useApplyBulkPrice();

  const [values, setValues] = useState<BulkPriceFormValues>(BULK_PRICE_DEFAULTS);
  const [errors, setErrors] = useState<BulkPriceFormErrors>({});
  const [preview, setPreview] = useState<{ input: BulkPricePreviewInput; result: BulkPricePreview } | null>(
    null,
  );
  const [callError, setCallError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** The applied change and, for a list's special prices, the list's name (not undoable then). */
  const [applied, setApplied] = useState<(BulkPriceApplyResult & { list: string | null }) | null>(null);

  const set = <K extends keyof BulkPriceFormValues>(key: K, value: BulkPriceFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'value' || key === 'mode' || key === 'direction' || key === 'target')
      setErrors((current) => ({ ...current, value: undefined }));
    if (key === 'price_list' || key === 'target')
      setErrors((current) => ({ ...current, price_list: undefined }));
    if (key !== 'value' && key !== 'direction')
      setErrors((current) => ({ ...current, selection: undefined }));
  };

  const input = toInput(values);
  const stale = preview !== null && !sameInput(preview.input, input);

  const runPreview = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (found.selection || found.value || found.price_list) {
      const first = found.price_list ? 'price_list' : found.selection ? 'brand' : 'value';
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setCallError(null);
    setApplied(null);
    try {
      const result = await previewCall.mutateAsync(input);
      setPreview({ input, result });
    } catch (error) {
      setPreview(null);
      setCallError(errorMessage(error, BULK_PRICE_TEXTS.previewFailed));
    }
  };

  const runApply = async () => {
    if (!preview) return;
    try {
      const result = await applyCall.mutateAsync({ ...preview.input, expected_count: preview.result.count });
      setConfirming(false);
      setPreview(null);
      const list = preview.result.target === 'list' ? (preview.result.price_list?.name ?? '') : null;
      setApplied({ ...result, list });
      notify.success(appliedText(result.count, list));
    } catch (error) {
      setConfirming(false);
      const message = errorMessage(error, BULK_PRICE_TEXTS.applyFailed);
      if (isApiError(error, 409)) setPreview(null);
      setCallError(message);
      notify.error(message);
    }
  };

  const onList = values.target === 'list';
  const appliedText = (count: number, list: string | null) =>
    list === null ? BULK_PRICE_TEXTS.applied(count) : BULK_PRICE_TEXTS.appliedList(count, list);
  const brandOptions = brands.data ?? [];
  const categoryList = categoryOptions(categories.data ?? []);
  const result = preview?.result;

  return (
    <section>
      <title>Actualizar precios | Mayorista</title>
      <PageHeader
        title="Actualizar precios"
        description="Sube o baja los precios de muchos productos a la vez. Primero ves la vista previa: nada cambia hasta que confirmas."
      />
      <form noValidate onSubmit={runPreview} className="space-y-6">
        <fieldset className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <legend className="sr-only">Qué precios</legend>
          <h2 className="mb-3 text-base font-semibold text-stone-900">Qué precios cambian</h2>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <Choice
              legend="Destino"
              name={fieldId('target')}
              value={values.target}
              onChange={(value) => set('target', value)}
              options={[
                { value: 'product', label: 'Precios de los productos' },
                { value: 'list', label: 'Precios especiales de una lista' },
              ]}
            />
            {onList ? (
              <Field id={fieldId('price_list')} label="Lista de precios" required error={errors.price_list}>
                <PriceListSelect
                  className="form-input sm:w-64"
                  emptyLabel="Elige una lista"
                  value={values.price_list}
                  onChange={(event) => set('price_list', event.target.value)}
                  {...inputA11y(fieldId('price_list'), errors.price_list)}
                />
              </Field>
            ) : null}
          </div>
          {onList ? (
            <p className="mt-3 text-sm text-stone-600">
              Cambian solo los precios especiales que la lista ya tiene para los productos elegidos abajo (y
              sus opciones), por porcentaje. Los demás siguen el ajuste de la lista.
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-6 lg:grid-cols-2">
          <fieldset className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <legend className="sr-only">Qué productos</legend>
            <h2 className="text-base font-semibold text-stone-900">1. Qué productos</h2>
            <p className="mt-1 mb-4 text-sm text-stone-600">
              Elige al menos un criterio. Se combinan entre sí e incluyen los productos ocultos.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={fieldId('brand')} label="Marca">
                <select
                  className="form-input"
                  value={values.brand}
                  onChange={(event) => set('brand', event.target.value)}
                  disabled={brands.isPending}
                  {...inputA11y(fieldId('brand'), errors.selection ? ' ' : undefined)}
                  aria-describedby={errors.selection ? fieldId('selection-error') : undefined}
                >
                  <option value="">{brands.isPending ? 'Cargando marcas...' : 'Todas las marcas'}</option>
                  {brandOptions.map((brand) => (
                    <option key={brand.id} value={brand.id}>
                      {brand.name}
                      {brand.is_active ? '' : ' (inactiva)'}
                    </option>
                  ))}
                </select>
                {brands.isError ? (
                  <LoadError message={BULK_PRICE_TEXTS.brandsFailed} onRetry={() => brands.refetch()} />
                ) : null}
              </Field>
              <Field id={fieldId('currency')} label="Moneda">
                <select
                  id={fieldId('currency')}
                  className="form-input"
                  value={values.currency}
                  onChange={(event) => set('currency', event.target.value as BulkPriceFormValues['currency'])}
                >
                  <option value="">Todas las monedas</option>
                  <option value="ARS">Pesos (ARS)</option>
                  <option value="USD">Dólares (USD)</option>
                </select>
              </Field>
              <Field id={fieldId('category')} label="Categoría" className="sm:col-span-2">
                <select
                  id={fieldId('category')}
                  className="form-input"
                  value={values.category_id}
                  onChange={(event) => set('category_id', event.target.value)}
                  disabled={categories.isPending}
                >
                  <option value="">
                    {categories.isPending ? 'Cargando categorías...' : 'Todas las categorías'}
                  </option>
                  {categoryList.map((category) => (
                    <option key={category.id} value={category.id}>
                      {`${'\u00a0\u00a0\u00a0'.repeat(category.depth)}${category.depth ? '└ ' : ''}${category.label}`}
                    </option>
                  ))}
                </select>
                {categories.isError ? (
                  <LoadError
                    message={BULK_PRICE_TEXTS.categoriesFailed}
                    onRetry={() => categories.refetch()}
                  />
                ) : null}
              </Field>
              <label className="flex items-center gap-3 text-sm font-medium text-stone-800 sm:col-span-2">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={values.include_children}
                  onChange={(event) => set('include_children', event.target.checked)}
                  disabled={!values.category_id}
                />
                Incluir subcategorías
              </label>
              <Field
                id={fieldId('search')}
                label="Búsqueda"
                className="sm:col-span-2"
                hint="Como el buscador del catálogo: nombre, SKU o marca."
              >
                <input
                  type="search"
                  className="form-input"
                  value={values.search}
                  maxLength={200}
                  placeholder="Por ejemplo: sustrato"
                  onChange={(event) => set('search', event.target.value)}
                  {...inputA11y(fieldId('search'), undefined, true)}
                />
              </Field>
            </div>
            {errors.selection ? (
              <p
                id={fieldId('selection-error')}
                role="alert"
                className="mt-4 flex items-start gap-2 text-sm text-red-700"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {errors.selection}
              </p>
            ) : null}
          </fieldset>

          <fieldset className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <legend className="sr-only">Qué cambio</legend>
            <h2 className="text-base font-semibold text-stone-900">2. Qué cambio</h2>
            <p className="mt-1 mb-4 text-sm text-stone-600">
              Los precios se redondean a 2 decimales y nunca quedan por debajo de 0.
            </p>
            <div className="space-y-4">
              <Choice
                legend="Dirección"
                name={fieldId('direction')}
                value={values.direction}
                onChange={(value) => set('direction', value)}
                options={[
                  { value: 'up', label: 'Aumentar' },
                  { value: 'down', label: 'Disminuir' },
                ]}
              />
              {onList ? null : (
                <Choice
                  legend="Tipo de cambio"
                  name={fieldId('mode')}
                  value={values.mode}
                  onChange={(value) => set('mode', value)}
                  options={[
                    { value: 'percent', label: 'Porcentaje' },
                    { value: 'amount', label: 'Monto fijo' },
                  ]}
                />
              )}
              <Field
                id={fieldId('value')}
                label={onList || values.mode === 'percent' ? 'Porcentaje (%)' : 'Monto'}
                required
                error={errors.value}
                hint={
                  !onList && values.mode === 'amount'
                    ? 'El monto está en la moneda elegida arriba (un monto fijo necesita la moneda).'
                    : 'Por ejemplo 10 o 12,5.'
                }
              >
                <div className="relative max-w-xs">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-stone-600"
                  >
                    {onList || values.mode === 'percent' ? '%' : values.currency === 'USD' ? 'U$S' : '$'}
                  </span>
                  <input
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    className={`form-input ${!onList && values.mode === 'amount' && values.currency === 'USD' ? 'pl-12' : 'pl-8'}`}
                    value={values.value}
                    onChange={(event) => set('value', event.target.value)}
                    {...inputA11y(fieldId('value'), errors.value, true)}
                  />
                </div>
              </Field>
            </div>
          </fieldset>
        </div>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            type="submit"
            className="btn-primary"
            disabled={previewCall.isPending}
            aria-busy={previewCall.isPending || undefined}
          >
            {previewCall.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            Vista previa
          </button>
          {previewCall.isPending ? (
            <p role="status" className="text-sm text-stone-600">
              Calculando los precios nuevos...
            </p>
          ) : null}
        </div>
      </form>

      <div aria-live="polite" className="mt-8 space-y-4">
        {callError ? (
          <Notice tone="danger" icon={<CircleAlert aria-hidden="true" className="size-5" />}>
            <p>{callError}</p>
            <button type="button" className="btn-secondary mt-3" onClick={() => runPreview()}>
              Generar la vista previa de nuevo
            </button>
          </Notice>
        ) : null}

        {applied ? (
          <Notice tone="success" icon={<CircleCheck aria-hidden="true" className="size-5" />}>
            <p className="font-semibold">{appliedText(applied.count, applied.list)}</p>
            <p className="mt-1">{applied.summary}</p>
            <Link
              to={`${paths.adminActivity}?entity=product_bulk_price&open=${applied.activity_id}`}
              className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand-800 underline hover:text-brand-900"
            >
              <History aria-hidden="true" className="size-4" />
              {applied.list === null
                ? 'Ver en el registro de actividad (ahí se puede deshacer)'
                : 'Ver en el registro de actividad'}
            </Link>
          </Notice>
        ) : null}

        {result ? (
          <section aria-labelledby={fieldId('preview-title')} className="space-y-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h2 id={fieldId('preview-title')} className="text-lg font-semibold text-stone-900">
                  Vista previa:{' '}
                  {result.target === 'list'
                    ? `${plural(result.count, 'precio especial', 'precios especiales')} de ${result.price_list?.name ?? ''}`
                    : plural(result.count, 'producto', 'productos')}
                </h2>
                <p className="text-sm text-stone-600">{result.summary}</p>
              </div>
              {result.count > 0 ? (
                <button
                  type="button"
                  className="btn-primary"
                  disabled={stale || applyCall.isPending}
                  onClick={() => setConfirming(true)}
                >
                  Aplicar cambios
                </button>
              ) : null}
            </div>
            {stale ? (
              <Notice tone="warning" icon={<TriangleAlert aria-hidden="true" className="size-5" />}>
                {BULK_PRICE_TEXTS.stale}
              </Notice>
            ) : null}
            {result.clamped > 0 ? (
              <Notice tone="warning" icon={<TriangleAlert aria-hidden="true" className="size-5" />}>
                {BULK_PRICE_TEXTS.clamped(result.clamped)}
              </Notice>
            ) : null}
            {result.target === 'list' ? (
              <OverridesPreviewTable key={JSON.stringify(preview?.input)} lines={result.overrides} />
            ) : (
              <PreviewTable key={JSON.stringify(preview?.input)} lines={result.products} />
            )}
          </section>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming && result !== undefined}
        title="Aplicar cambios de precios"
        message={
          result ? (
            <>
              <p className="font-semibold text-stone-900">
                Se actualizarán {result.count}{' '}
                {result.target === 'list'
                  ? `${result.count === 1 ? 'precio especial' : 'precios especiales'} de ${result.price_list?.name ?? ''}`
                  : result.count === 1
                    ? 'precio'
                    : 'precios'}
                .
              </p>
              <p className="mt-2">{result.summary}</p>
              <p className="mt-2">
                {result.target === 'list'
                  ? 'Queda en el registro de actividad; para volver atrás, aplica el cambio contrario.'
                  : 'Si te equivocas, puedes deshacerlo desde el registro de actividad.'}
              </p>
            </>
          ) : null
        }
        confirmLabel="Aplicar cambios"
        pendingLabel="Aplicando..."
        pending={applyCall.isPending}
        onConfirm={runApply}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p role="alert" className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-red-700">
      {message}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Reintentar
      </button>
    </p>
  );
}

function Choice<Value extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  options: { value: Value; label: string }[];
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="inline-flex rounded-lg border border-stone-300 bg-white p-1 shadow-sm">
        {options.map((option) => (
          <label
            key={option.value}
            className={`cursor-pointer rounded-md px-4 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-800 ${
              value === option.value ? 'bg-brand-800 text-white' : 'text-stone-700 hover:bg-stone-100'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const NOTICE_TONES = {
  danger: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-accent-200 bg-accent-50 text-accent-800',
  success: 'border-brand-200 bg-brand-50 text-brand-900',
} as const;

function Notice({
  tone,
  icon,
  children,
}: {
  tone: keyof typeof NOTICE_TONES;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : undefined}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${NOTICE_TONES[tone]}`}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
