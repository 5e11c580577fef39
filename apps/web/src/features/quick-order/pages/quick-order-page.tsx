import { formatPrice } from '@mayorista/shared/format';
import type { QuickOrderResult } from '@mayorista/shared/quick-order';
import { RefreshCw, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import { Spinner } from '@/components/ui/spinner';
import { readCart, replaceCart } from '@/lib/cart-storage';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { type QuickOrderInput, useCheckQuickOrder } from '../api/check-quick-order';
import { FORM_TEXTS, QuickOrderForm } from '../components/quick-order-form';
import { QuickOrderTable } from '../components/quick-order-table';
import {
  addRowsToItems,
  applyResult,
  type EditableRow,
  isReady,
  readyTotal,
  rowsFromResult,
  textOfRows,
} from '../lib/rows';

export const QUICK_ORDER_TEXTS = {
  title: 'Pedido rápido',
  intro:
    'Pega los códigos que ya conoces con sus cantidades, o sube tu planilla. Revisamos cada línea con tus precios y el stock de hoy.',
  checkFailed: 'No se pudieron revisar los códigos. Intenta de nuevo.',
  recheck: 'Revisar de nuevo',
  add: (count: number) => `Agregar al carrito (${count})`,
  added: (count: number) =>
    `${count === 1 ? 'Se agregó 1 producto' : `Se agregaron ${count} productos`} al carrito`,
  nothingReady: 'Ninguna línea está lista para agregar',
  cartFailed: 'No se pudo guardar el carrito',
} as const;

/** /pedido-rapido (issue 29 item 1): paste or upload codes, fix the rows in place, add the ready ones. */
export default function QuickOrderPage() {
  const navigate = useNavigate();
  const check = useCheckQuickOrder();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<EditableRow[]>([]);
  const [priceList, setPriceList] = useState<QuickOrderResult['price_list'] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [recheckError, setRecheckError] = useState<string | null>(null);

  const firstCheck = (input: QuickOrderInput) => {
    if ('text' in input && !input.text.trim()) {
      setFormError(FORM_TEXTS.empty);
      return;
    }
    setFormError(null);
    setRecheckError(null);
    check.mutate(input, {
      onSuccess: (result) => {
        setRows(rowsFromResult(result));
        setPriceList(result.price_list);
      },
      onError: (error) => setFormError(errorMessage(error, QUICK_ORDER_TEXTS.checkFailed)),
    });
  };

  const recheck = (current: EditableRow[] = rows) => {
    if (check.isPending) return;
    const text = textOfRows(current);
    if (!text.trim()) {
      setRows(current.map((row) => ({ ...row, result: null, dirty: false })));
      return;
    }
    setRecheckError(null);
    check.mutate(
      { text },
      {
        onSuccess: (result) => {
          setRows(applyResult(current, result));
          setPriceList(result.price_list);
        },
        onError: (error) => setRecheckError(errorMessage(error, QUICK_ORDER_TEXTS.checkFailed)),
      },
    );
  };

  const edit = (key: number, patch: Partial<Pick<EditableRow, 'sku' | 'quantity'>>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch, dirty: true } : row)));

  const takeSuggestion = (key: number, sku: string) => {
    const next = rows.map((row) => (row.key === key ? { ...row, sku, dirty: true } : row));
    setRows(next);
    recheck(next);
  };

  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const ready = rows.filter(isReady);
  const dirty = rows.some((row) => row.dirty);
  const problems = rows.filter((row) => !row.dirty && row.result && row.result.status !== 'ok').length;

  const addToCart = () => {
    if (ready.length === 0) {
      notify.error(QUICK_ORDER_TEXTS.nothingReady);
      return;
    }
    const outcome = addRowsToItems(readCart(), rows);
    try {
      replaceCart(outcome.items);
    } catch {
      notify.error(QUICK_ORDER_TEXTS.cartFailed);
      return;
    }
    for (const problem of outcome.problems) notify.info(problem);
    if (outcome.added > 0) {
      notify.success(QUICK_ORDER_TEXTS.added(outcome.added));
      navigate(paths.cart);
    }
  };

  return (
    <div className="container-page py-6 sm:py-10">
      <title>Pedido rápido | Mayorista</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-2xl">
          <h1 className="section-title">{QUICK_ORDER_TEXTS.title}</h1>
          <p className="mt-2 text-stone-700">{QUICK_ORDER_TEXTS.intro}</p>
        </div>
        <Link to={paths.cart} className="btn-secondary">
          <ShoppingCart aria-hidden="true" className="size-4" />
          Ver carrito
        </Link>
      </div>

      <div className="mt-6">
        <QuickOrderForm
          text={text}
          onTextChange={(value) => {
            setText(value);
            if (formError) setFormError(null);
          }}
          file={file}
          onFileChange={(value) => {
            setFile(value);
            setFormError(null);
          }}
          pending={check.isPending && rows.length === 0}
          onCheck={firstCheck}
          error={formError}
        />
      </div>

      {rows.length > 0 || (check.isPending && rows.length === 0) ? (
        <section aria-labelledby="quick-order-results" className="mt-8">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="quick-order-results" className="text-lg font-bold text-stone-900">
              Resultado
            </h2>
            {rows.length > 0 ? (
              <p className="text-sm text-stone-700" role="status">
                {ready.length} {ready.length === 1 ? 'línea lista' : 'líneas listas'}
                {problems > 0 ? ` · ${problems} para corregir` : ''}
                {priceList ? ` · Lista ${priceList.name}` : ''}
              </p>
            ) : null}
          </div>
          <div className="rounded-xl border border-stone-200 bg-white shadow-sm">
            <QuickOrderTable
              rows={rows}
              pending={check.isPending}
              onEdit={edit}
              onSuggestion={takeSuggestion}
              onRemove={remove}
              onRecheck={() => recheck()}
            />
          </div>
          {recheckError ? (
            <p
              role="alert"
              className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
            >
              {recheckError}
            </p>
          ) : null}
          {rows.length > 0 ? (
            <div className="mt-4 flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
              <p className="text-stone-800">
                Total de las líneas listas:{' '}
                <strong className="text-lg tabular-nums">{formatPrice(readyTotal(rows))}</strong>
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <button
                  type="button"
                  onClick={() => recheck()}
                  disabled={check.isPending}
                  className={dirty ? 'btn-primary' : 'btn-secondary'}
                  aria-busy={check.isPending || undefined}
                >
                  {check.isPending ? (
                    <Spinner className="size-4" />
                  ) : (
                    <RefreshCw aria-hidden="true" className="size-4" />
                  )}
                  {QUICK_ORDER_TEXTS.recheck}
                </button>
                <button
                  type="button"
                  onClick={addToCart}
                  disabled={ready.length === 0 || check.isPending}
                  className={dirty ? 'btn-secondary' : 'btn-primary'}
                >
                  <ShoppingCart aria-hidden="true" className="size-4" />
                  {QUICK_ORDER_TEXTS.add(ready.length)}
                </button>
              </div>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
