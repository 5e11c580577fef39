import type { AdminProduct, ProductCreate } from '@mayorista/shared/product-admin';
import { generateSku, PRODUCT_MESSAGES } from '@mayorista/shared/product-admin';
import { ivaRateLabel, PRODUCT_IVA_RATES } from '@mayorista/shared/tax-profile';
import { useQueryClient } from '@tanstack/react-query';
import { Info, Save, Wand2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { Field, Form, FormAlert, inputA11y, setServerErrors, useZodForm } from '@/components/ui/form';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { Spinner } from '@/components/ui/spinner';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { brandChoicesQueryOptions, findBrand } from '../api/form-brands';
import { uploadProductImage } from '../api/upload-product-image';
import {
  derivedStock,
  emptyGroup,
  FORM_FIELDS,
  IMAGE_HINT,
  ProductFormSchema,
  type ProductFormValues,
  toPayload,
  valuesFromProduct,
} from '../lib/product-form-values';
import { BrandField } from './brand-field';
import { CategoryField } from './category-field';
import { DescriptionField } from './description-field';
import { ExternalSyncPanel } from './external-sync-panel';
import { FeaturesEditor } from './features-editor';
import { FixedPriceField } from './fixed-price-field';
import { QuantityBreaksEditor } from './quantity-breaks-editor';
import { SaleUnitFields } from './sale-unit-fields';
import { VariantEditor } from './variant-editor';

export const SAVE_FAILED = 'Error al guardar el producto';
/** The form's alert when the server gave no reason (backoffice §8, the product service's messages). */
export const CREATE_FAILED = 'Error al crear el producto';
export const UPDATE_FAILED = 'Error al actualizar el producto';

function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={headingId} className="mb-4 text-base font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Checkbox({
  name,
  label,
  hint,
}: {
  name: 'is_available' | 'is_own_product' | 'sync_with_external' | 'has_variants';
  label: string;
  hint?: string;
}) {
  const { register } = useFormContext<ProductFormValues>();
  const id = `${useId()}-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...register(name)}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

type ProductFormProps = {
  mode: 'create' | 'edit';
  initialValues: ProductFormValues;
  /** Edit mode: the product as loaded (its SKU is sent only when changed; variants warn on removal). */
  product?: AdminProduct;
  /** Notices above the form (prepared data, dropped images). */
  notices?: string[];
  /** Sends the body; resolves to the saved product (edit mode resets the form to it), throws on failure. */
  onSave: (payload: ProductCreate) => Promise<AdminProduct | undefined>;
};

/** The product form of backoffice §2.1: every field, variant groups, images and flags. */
export function ProductForm({ mode, initialValues, product, notices = [], onSave }: ProductFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useZodForm(ProductFormSchema, { defaultValues: initialValues, mode: 'onTouched' });
  const {
    register,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const [hasVariants, variants, image, image2] = watch(['has_variants', 'variants', 'image', 'image_2']);
  const fieldId = (name: string) => `${id}-${name}`;
  const a11y = (name: (typeof FORM_FIELDS)[number], hint = false) =>
    inputA11y(fieldId(name), errors[name]?.message as string | undefined, hint);

  const onSubmit = async (values: ProductFormValues) => {
    let brandId: number | null = null;
    if (values.brand.trim()) {
      const brands = await queryClient.fetchQuery(brandChoicesQueryOptions()).catch(() => null);
      const brand = brands ? findBrand(brands, values.brand) : undefined;
      if (!brand) {
        form.setError(
          'brand',
          { type: 'validate', message: PRODUCT_MESSAGES.brandNotFound },
          { shouldFocus: true },
        );
        return;
      }
      brandId = brand.id;
    }
    try {
      const saved = await onSave(
        toPayload(values, { brandId, currentSku: mode === 'edit' ? (product?.sku ?? null) : undefined }),
      );
      if (saved && mode === 'edit') form.reset(valuesFromProduct(saved));
    } catch (error) {
      const fallback = mode === 'create' ? CREATE_FAILED : UPDATE_FAILED;
      setServerErrors(form, error, { fields: FORM_FIELDS, fallback });
      notify.error(SAVE_FAILED);
    }
  };

  const toggleVariants = (checked: boolean) => {
    if (checked && getValues('variants').length === 0)
      setValue('variants', [emptyGroup()], { shouldDirty: true });
  };
  const variantsRegistration = register('has_variants', {
    onChange: (event) => toggleVariants(Boolean(event.target.checked)),
  });
  const dropsVariants = mode === 'edit' && !hasVariants && (product?.variants.length ?? 0) > 0;
  const stockError = errors.stock?.message;

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      {notices.length > 0 ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <ul className="space-y-1">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Card title="Datos del producto">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                id={fieldId('name')}
                label="Nombre"
                required
                error={errors.name?.message}
                className="sm:col-span-2"
              >
                <input className="form-input" autoComplete="off" {...a11y('name')} {...register('name')} />
              </Field>
              <BrandField id={fieldId('brand')} />
              <Field
                id={fieldId('sku')}
                label="SKU"
                error={errors.sku?.message}
                hint="Vacío: se genera al guardar."
              >
                <div className="flex gap-2">
                  <input
                    className="form-input min-w-0 font-mono"
                    autoComplete="off"
                    {...a11y('sku', true)}
                    {...register('sku')}
                  />
                  <button
                    type="button"
                    className="btn-secondary shrink-0 px-3"
                    onClick={() => {
                      try {
                        setValue('sku', generateSku([getValues('name'), getValues('brand')]), {
                          shouldDirty: true,
                          shouldValidate: true,
                        });
                      } catch {
                        notify.error(PRODUCT_MESSAGES.skuGenerationFailed);
                      }
                    }}
                  >
                    <Wand2 aria-hidden="true" className="size-4" /> Generar SKU
                  </button>
                </div>
              </Field>
              <CategoryField id={fieldId('category')} />
            </div>
          </Card>

          <Card title="Precio y stock">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id={fieldId('price')} label="Precio" required error={errors.price?.message}>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  className="form-input"
                  {...a11y('price')}
                  {...register('price')}
                />
              </Field>
              <Field id={fieldId('currency')} label="Moneda" error={errors.currency?.message}>
                <select className="form-input" {...a11y('currency')} {...register('currency')}>
                  <option value="ARS">ARS (pesos)</option>
                  <option value="USD">USD (dólares)</option>
                </select>
              </Field>
              <FixedPriceField id={fieldId('price_in_ars')} />
              <Field
                id={fieldId('cost_price')}
                label="Precio de costo"
                error={errors.cost_price?.message}
                hint="Solo lo ven los administradores."
              >
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  className="form-input"
                  {...a11y('cost_price', true)}
                  {...register('cost_price')}
                />
              </Field>
              <Field id={fieldId('discount')} label="Descuento (%)" error={errors.discount?.message}>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step={0.01}
                  className="form-input"
                  {...a11y('discount')}
                  {...register('discount')}
                />
              </Field>
              <Field
                id={fieldId('iva_rate')}
                label="IVA"
                error={errors.iva_rate?.message}
                hint="Alícuota que el precio ya incluye."
              >
                <select className="form-input" {...a11y('iva_rate', true)} {...register('iva_rate')}>
                  {PRODUCT_IVA_RATES.map((rate) => (
                    <option key={rate} value={String(rate)}>
                      {ivaRateLabel(rate)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                id={fieldId('stock')}
                label="Stock"
                error={stockError}
                hint={hasVariants ? 'Con variantes, el stock sale de sus opciones.' : undefined}
              >
                {hasVariants ? (
                  <input
                    type="number"
                    className="form-input bg-stone-100"
                    disabled
                    value={derivedStock(variants)}
                    {...inputA11y(fieldId('stock'), stockError, true)}
                  />
                ) : (
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    className="form-input"
                    {...a11y('stock')}
                    {...register('stock')}
                  />
                )}
              </Field>
            </div>
          </Card>

          <Card title="Unidad de venta y cantidades">
            <SaleUnitFields id={fieldId('sale-unit')} />
          </Card>

          <Card title="Descuentos por cantidad">
            <QuantityBreaksEditor id={fieldId('quantity-breaks')} />
          </Card>

          <Card title="Sistema externo">
            <ExternalSyncPanel mode={mode} />
          </Card>

          <Card title="Descripción y detalles">
            <div className="grid gap-5 sm:grid-cols-2">
              <DescriptionField id={fieldId('description')} />
              <Field id={fieldId('volume')} label="Volumen" error={errors.volume?.message}>
                <input
                  className="form-input"
                  placeholder="Ej.: 500 ml"
                  {...a11y('volume')}
                  {...register('volume')}
                />
              </Field>
              <Field id={fieldId('dimensions')} label="Dimensiones" error={errors.dimensions?.message}>
                <input
                  className="form-input"
                  placeholder="Ej.: 20 x 10 x 5 cm"
                  {...a11y('dimensions')}
                  {...register('dimensions')}
                />
              </Field>
              <div className="sm:col-span-2">
                <FeaturesEditor id={fieldId('features')} />
              </div>
            </div>
          </Card>

          <Card title="Variantes">
            <div className="mb-4 flex items-start gap-3">
              <input
                id={fieldId('has_variants')}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                {...variantsRegistration}
              />
              <label htmlFor={fieldId('has_variants')} className="text-sm font-medium text-stone-900">
                Este producto tiene variantes
              </label>
            </div>
            {dropsVariants ? (
              <p role="status" className="mb-3 rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-800">
                Al guardar se eliminarán las variantes de este producto.
              </p>
            ) : null}
            {hasVariants ? (
              <VariantEditor id={fieldId('variants')} />
            ) : (
              <p className="text-sm text-stone-600">
                Sin variantes: el producto se vende con su precio y stock.
              </p>
            )}
            {!hasVariants && errors.variants?.message ? (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {errors.variants.message}
              </p>
            ) : null}
          </Card>
        </div>

        <div className="min-w-0 space-y-6">
          <Card title="Imágenes">
            <div className="space-y-5">
              <ImageUploadField
                label="Imagen principal"
                value={image}
                onChange={(url) => setValue('image', url, { shouldDirty: true })}
                upload={uploadProductImage}
                hint={IMAGE_HINT}
              />
              {errors.image?.message ? (
                <p className="text-sm text-red-700" role="alert">
                  {errors.image.message}
                </p>
              ) : null}
              <ImageUploadField
                label="Imagen secundaria"
                value={image2}
                onChange={(url) => setValue('image_2', url, { shouldDirty: true })}
                upload={uploadProductImage}
                hint={IMAGE_HINT}
              />
              {errors.image_2?.message ? (
                <p className="text-sm text-red-700" role="alert">
                  {errors.image_2.message}
                </p>
              ) : null}
            </div>
          </Card>
          <Card title="Visibilidad y origen">
            <div className="space-y-4">
              <Checkbox
                name="is_available"
                label="Visible en la tienda"
                hint="Desmarcado, no se muestra a los clientes."
              />
              <Checkbox
                name="is_own_product"
                label="Producto propio"
                hint="Desmarcado: producto de un proveedor externo."
              />
              <Checkbox
                name="sync_with_external"
                label="Sincronizar con el sistema externo"
                hint="El stock y el precio se comparan con el inventario del distribuidor."
              />
            </div>
          </Card>
        </div>
      </div>

      <FormAlert />

      <div className="sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:justify-end sm:rounded-xl sm:border sm:shadow-sm">
        <Link to={paths.adminProducts} className="btn-secondary flex-1 px-3 sm:flex-none sm:px-5">
          Cancelar
        </Link>
        <button
          type="submit"
          className="btn-primary"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? <Spinner className="size-4" /> : <Save aria-hidden="true" className="size-4" />}
          {isSubmitting ? 'Guardando...' : mode === 'create' ? 'Crear producto' : 'Guardar cambios'}
        </button>
      </div>
    </Form>
  );
}
