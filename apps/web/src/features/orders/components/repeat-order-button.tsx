import type { RepeatOrder } from '@mayorista/shared/repeat-order';
import { Repeat2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/client';
import { Modal } from '@/components/ui/modal';
import { addProductToCart } from '@/lib/cart-storage';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useRepeatOrder } from '../api/repeat-order';

export const REPEAT_TEXTS = {
  button: 'Repetir pedido',
  failed: 'No se pudo repetir el pedido',
  added: (count: number) =>
    count === 1 ? 'Se agregó 1 producto al carrito' : `Se agregaron ${count} productos al carrito`,
  noneAdded: 'Ningún producto de este pedido se puede agregar hoy',
  changed: 'Con cambios en la cantidad',
  skipped: 'No se agregaron',
  goToCart: 'Ir al carrito',
  stay: 'Seguir aquí',
} as const;

type Outcome = {
  added: { name: string; variant: string; notes: string[] }[];
  skipped: { name: string; variant: string; quantity: number; reason: string }[];
};

/** Puts the server's lines into the browser's cart; a line the cart refuses joins the skipped ones. */
export function addRepeatToCart(answer: RepeatOrder): Outcome {
  const outcome: Outcome = {
    added: [],
    skipped: answer.skipped.map((line) => ({
      name: line.product_name,
      variant: line.variant_display,
      quantity: line.quantity,
      reason: line.reason,
    })),
  };
  for (const line of answer.lines) {
    const result = addProductToCart(line.product, line.quantity, line.variants);
    if (result.ok) {
      const notes = result.notice && !line.notes.length ? [result.notice] : line.notes;
      outcome.added.push({ name: line.product.name, variant: line.variant_display, notes });
    } else
      outcome.skipped.push({
        name: line.product.name,
        variant: line.variant_display,
        quantity: line.quantity,
        reason: result.message,
      });
  }
  return outcome;
}

/**
 * 'Repetir pedido' (issue 29 item 2): the order's lines into the cart at today's prices and stock.
 * When every line went in as it was, straight to the cart; otherwise a summary says what changed and
 * what was left out, with the way to the cart.
 */
export function RepeatOrderButton({ orderId, className = '' }: { orderId: number; className?: string }) {
  const repeat = useRepeatOrder();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = () =>
    repeat.mutate(orderId, {
      onSuccess: (answer) => {
        const result = addRepeatToCart(answer);
        const clean = result.skipped.length === 0 && result.added.every((line) => line.notes.length === 0);
        if (clean && result.added.length > 0) {
          notify.success(REPEAT_TEXTS.added(result.added.length));
          navigate(paths.cart);
        } else setOutcome(result);
      },
      onError: (error) => notify.error(errorMessage(error, REPEAT_TEXTS.failed)),
    });

  const changed = outcome?.added.filter((line) => line.notes.length > 0) ?? [];
  return (
    <>
      <button
        type="button"
        className={`btn-secondary px-3 py-2 ${className}`}
        onClick={run}
        disabled={repeat.isPending}
        aria-busy={repeat.isPending}
      >
        <Repeat2 className={`size-4 ${repeat.isPending ? 'animate-spin' : ''}`} aria-hidden="true" />
        {REPEAT_TEXTS.button}
        <span className="sr-only"> #{orderId}</span>
      </button>
      <Modal
        open={outcome !== null}
        onClose={() => setOutcome(null)}
        title={`${REPEAT_TEXTS.button} #${orderId}`}
        description={
          outcome?.added.length ? REPEAT_TEXTS.added(outcome.added.length) : REPEAT_TEXTS.noneAdded
        }
        footer={
          outcome?.added.length ? (
            <>
              <button type="button" className="btn-secondary" onClick={() => setOutcome(null)}>
                {REPEAT_TEXTS.stay}
              </button>
              <button type="button" className="btn-primary" onClick={() => navigate(paths.cart)}>
                {REPEAT_TEXTS.goToCart}
              </button>
            </>
          ) : (
            <button type="button" className="btn-secondary" onClick={() => setOutcome(null)}>
              Cerrar
            </button>
          )
        }
      >
        <div className="flex flex-col gap-5 text-sm">
          {changed.length > 0 && (
            <section aria-labelledby="repeat-changed">
              <h3 id="repeat-changed" className="mb-2 font-bold text-stone-900">
                {REPEAT_TEXTS.changed}
              </h3>
              <ul className="flex flex-col gap-2">
                {changed.map((line) => (
                  <li key={`${line.name}-${line.variant}`} className="rounded-lg bg-amber-50 px-3 py-2">
                    <p className="font-semibold text-stone-900">
                      {line.name}
                      {line.variant && <span className="font-normal text-stone-600"> · {line.variant}</span>}
                    </p>
                    {line.notes.map((note) => (
                      <p key={note} className="text-amber-900">
                        {note}
                      </p>
                    ))}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {outcome && outcome.skipped.length > 0 && (
            <section aria-labelledby="repeat-skipped">
              <h3 id="repeat-skipped" className="mb-2 font-bold text-stone-900">
                {REPEAT_TEXTS.skipped}
              </h3>
              <ul className="flex flex-col gap-2">
                {outcome.skipped.map((line) => (
                  <li key={`${line.name}-${line.variant}`} className="rounded-lg bg-stone-100 px-3 py-2">
                    <p className="font-semibold text-stone-900">
                      {line.name}
                      {line.variant && <span className="font-normal text-stone-600"> · {line.variant}</span>}
                      <span className="font-normal text-stone-600"> · Cantidad {line.quantity}</span>
                    </p>
                    <p className="text-red-800">{line.reason}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </Modal>
    </>
  );
}
