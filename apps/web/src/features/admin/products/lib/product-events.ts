/** The local events of backoffice §4: productCreated, productUpdated and productDeleted refresh the inventory. */
export type ProductEventKind = 'productCreated' | 'productUpdated' | 'productDeleted';
const KINDS: ProductEventKind[] = ['productCreated', 'productUpdated', 'productDeleted'];

export function emitProductEvent(kind: ProductEventKind, productId: number) {
  window.dispatchEvent(new CustomEvent(kind, { detail: { id: productId } }));
}

/** Calls `handler` on any of the three events; returns the unsubscribe function (for useEffect). */
export function onProductEvent(handler: (kind: ProductEventKind, productId: number) => void): () => void {
  const listeners = KINDS.map((kind) => {
    const listener = (event: Event) =>
      handler(kind, Number((event as CustomEvent<{ id: number }>).detail?.id));
    window.addEventListener(kind, listener);
    return [kind, listener] as const;
  });
  return () => {
    for (const [kind, listener] of listeners) window.removeEventListener(kind, listener);
  };
}
