/**
 * Orders in `npm run bench` (issue 15): order creation under load as the approved demo buyers (each
 * connection cycles through them; 1 unit of products whose stock cannot run out), then the
 * oversold check: a product with stock N gets 2N one-unit orders at once, and afterwards it must have
 * sold exactly N and hold 0.
 */
import { type Measurement, measure } from './load.ts';

const ORDER_BODY = {
  recipient_name: 'Comprador Bench',
  customer_phone: '1134567890',
  customer_email: 'bench@growshop-demo.com.ar',
  delivery_type: 'pickup',
};

function orderBody(productId: number): string {
  return JSON.stringify({
    ...ORDER_BODY,
    products: [{ product_id: productId, quantity: 1, price: 1, selected_variants: null }],
  });
}

/**
 * Orders under load: request i is buyer i's order of product i (both cycled), so with several
 * products the figure is not one product row's lock queue (BENCH_ORDER_PRODUCTS=1 measures that).
 */
export async function measureOrders(
  base: string,
  tokens: string[],
  productIds: number[],
  connections: number,
): Promise<Measurement> {
  const count = Math.max(tokens.length, productIds.length);
  return measure(`${base}/api/orders/`, {
    connections,
    requests: Array.from({ length: count }, (_, i) => ({
      method: 'POST',
      path: '/api/orders/',
      headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'content-type': 'application/json' },
      body: orderBody(productIds[i % productIds.length]),
    })),
  });
}

export type OversoldResult = {
  stock: number;
  sent: number;
  succeeded: number;
  /** "409 Sin stock suficiente…" → how many. */
  refused: Map<string, number>;
  finalStock: number | null;
  oversold: number;
};

/** Sends 2 x stock one-unit orders through `connections` concurrent workers, then reads the product. */
export async function oversoldCheck(
  base: string,
  tokens: string[],
  adminToken: string,
  productId: number,
  stock: number,
  connections: number,
): Promise<OversoldResult> {
  const body = orderBody(productId);
  const sent = stock * 2;
  let next = 0;
  let succeeded = 0;
  const refused = new Map<string, number>();
  const worker = async () => {
    while (next < sent) {
      const index = next++;
      try {
        const response = await fetch(`${base}/api/orders/`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens[index % tokens.length]}`,
            'content-type': 'application/json',
          },
          body,
        });
        const text = await response.text();
        if (response.ok) succeeded++;
        else {
          let message = text.slice(0, 80);
          try {
            const parsed = JSON.parse(text) as Record<string, unknown>;
            message = String(parsed.detail ?? parsed.message ?? parsed.error ?? JSON.stringify(parsed)).slice(
              0,
              80,
            );
          } catch {}
          const key = `${response.status} ${message}`;
          refused.set(key, (refused.get(key) ?? 0) + 1);
        }
      } catch (error) {
        const key = `error de conexión: ${(error as Error).message}`;
        refused.set(key, (refused.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const product = await fetch(`${base}/api/products/${productId}/`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const finalStock = product.ok ? Number(((await product.json()) as { stock: number }).stock) : null;
  return { stock, sent, succeeded, refused, finalStock, oversold: Math.max(0, succeeded - stock) };
}
