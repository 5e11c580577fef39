import type { Me } from '@mayorista/shared/accounts';
import type { CategoryTree } from '@mayorista/shared/catalog';
import type { PriceListFileFormat } from '@mayorista/shared/price-list-file';
import { Download, FileSpreadsheet, FileText, type LucideIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useCategoryTree } from '@/api/categories';
import { useProfile } from '@/api/profile';
import { Field, inputA11y } from '@/components/ui/form';
import { FormNotice, type Notice } from '@/components/ui/form-notice';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useBrands } from '@/features/catalog';
import { useDownloadPriceList } from '../api/download-price-list';

const FORMATS: { value: PriceListFileFormat; label: string; hint: string; icon: LucideIcon }[] = [
  {
    value: 'xlsx',
    label: 'Excel (XLSX)',
    hint: 'Para filtrar, ordenar o armar tu pedido.',
    icon: FileSpreadsheet,
  },
  { value: 'pdf', label: 'PDF', hint: 'Para imprimir o mandar por WhatsApp.', icon: FileText },
];

/** The category tree as options, each child indented under its parent. */
function categoryOptions(nodes: CategoryTree[], depth = 0): { id: number; label: string }[] {
  return nodes.flatMap((node) => [
    { id: node.id, label: `${'\u00a0\u00a0'.repeat(depth)}${node.name}` },
    ...categoryOptions(node.children ?? [], depth + 1),
  ]);
}

const idOrUndefined = (value: string) => (value ? Number(value) : undefined);

/**
 * 'Descargar lista de precios' (issue 29 item 4): the buyer's own prices as an Excel or PDF file,
 * the whole catalogue or one category and brand. The server writes the file; this page picks.
 */
export default function PriceListFilePage() {
  const categories = useCategoryTree();
  const brands = useBrands();
  const profile = useProfile();
  const download = useDownloadPriceList();
  const [category, setCategory] = useState('');
  const [brand, setBrand] = useState('');
  const [format, setFormat] = useState<PriceListFileFormat>('xlsx');
  const [notice, setNotice] = useState<Notice | null>(null);
  const id = useId();
  const listName = (profile.data as Partial<Me> | undefined)?.price_list?.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    download.mutate(
      { format, category: idOrUndefined(category), brand: idOrUndefined(brand) },
      {
        onSuccess: ({ filename }) => setNotice({ tone: 'success', text: `Descargaste ${filename}.` }),
        onError: (error) => setNotice({ tone: 'error', text: error.message }),
      },
    );
  };

  return (
    <section>
      <title>Descargar lista de precios | Mayorista</title>
      <PageHeader
        title="Descargar lista de precios"
        description={
          listName
            ? `Tus precios de la lista ${listName}, con las ofertas de hoy, en un archivo para guardar o compartir.`
            : 'Tus precios, con las ofertas de hoy, en un archivo para guardar o compartir.'
        }
      />
      <form
        onSubmit={submit}
        aria-busy={download.isPending}
        className="max-w-2xl space-y-5 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-category`} label="Categoría" hint="Incluye sus subcategorías.">
            <select
              {...inputA11y(`${id}-category`, undefined, true)}
              className="form-input"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              disabled={categories.isPending}
            >
              <option value="">Todas las categorías</option>
              {categoryOptions(categories.data ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-brand`} label="Marca">
            <select
              id={`${id}-brand`}
              className="form-input"
              value={brand}
              onChange={(event) => setBrand(event.target.value)}
              disabled={brands.isPending}
            >
              <option value="">Todas las marcas</option>
              {(brands.data ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {categories.isError || brands.isError ? (
          <FormNotice
            notice={{
              tone: 'info',
              text: 'No pudimos cargar las categorías o las marcas: puedes descargar la lista completa.',
            }}
          />
        ) : null}
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">Formato</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {FORMATS.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={option.value}
                  checked={format === option.value}
                  onChange={() => setFormat(option.value)}
                  className="mt-0.5"
                />
                <option.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-600" />
                <span>
                  <span className="block font-medium text-stone-900">{option.label}</span>
                  <span className="block text-xs text-stone-600">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-xs text-stone-600">
          Una fila por producto y por opción, con tu precio por unidad de venta, los descuentos por cantidad y
          si hay stock. Solo productos disponibles.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button type="submit" className="btn-primary justify-center" disabled={download.isPending}>
            {download.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {download.isPending ? 'Generando archivo...' : 'Descargar'}
          </button>
          <div className="min-w-0 sm:flex-1">{notice ? <FormNotice notice={notice} /> : null}</div>
        </div>
      </form>
    </section>
  );
}
