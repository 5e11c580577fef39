import { useSyncExternalStore } from 'react';
import {
  type CartItem,
  cartUnits,
  clearCart,
  readCart,
  removeFromCart,
  subscribeCart,
  updateCartQuantity,
} from '@/lib/cart-storage';

const EMPTY: CartItem[] = [];

/** The cart of this browser, kept in step with other tabs ('storage') and this one ('cart-updated'). */
export function useCart() {
  const items = useSyncExternalStore(subscribeCart, readCart, () => EMPTY);
  return {
    items,
    units: cartUnits(items),
    setQuantity: updateCartQuantity,
    remove: removeFromCart,
    clear: clearCart,
  };
}
