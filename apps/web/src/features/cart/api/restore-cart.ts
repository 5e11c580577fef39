import { useEffect, useState } from 'react';
import { apiGet } from '@/api/client';
import {
  type CartItem,
  type CartProduct,
  type CookieLine,
  cartItemFromProduct,
  clampCartQuantity,
  cookieLinesToRestore,
  replaceCart,
} from '@/lib/cart-storage';

/** Rebuilds the lines the cookie kept from the catalogue (GET /api/products/{id}/); gone products are dropped. */
export async function restoreCartLines(lines: readonly CookieLine[]): Promise<CartItem[]> {
  const rebuilt = await Promise.all(
    lines.map(async ([id, quantity, variants]) => {
      try {
        const product = await apiGet<CartProduct | null>(`/products/${id}/`);
        if (!product?.id) return null;
        const item = cartItemFromProduct(product, quantity, variants || null);
        if (!product.is_available || item.stock <= 0) return null;
        return { ...item, quantity: clampCartQuantity(quantity, item.stock, item) };
      } catch {
        return null;
      }
    }),
  );
  return rebuilt.filter((item): item is CartItem => item !== null);
}

/**
 * When localStorage lost the cart but the 7-day cookie still has it (accounts §9), rebuild it once.
 * True while the rebuild runs, so the page shows a skeleton rather than the empty state.
 */
export function useRestoreCartFromCookie(): boolean {
  const [lines] = useState(cookieLinesToRestore);
  const [restoring, setRestoring] = useState(lines.length > 0);

  useEffect(() => {
    if (lines.length === 0) return;
    let active = true;
    void restoreCartLines(lines).then((items) => {
      if (!active) return;
      try {
        if (items.length > 0) replaceCart(items);
      } catch {
        // Storage refused the write: the cart stays empty.
      }
      setRestoring(false);
    });
    return () => {
      active = false;
    };
  }, [lines]);

  return restoring;
}
