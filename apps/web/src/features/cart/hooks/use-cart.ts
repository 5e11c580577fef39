import { useSyncExternalStore } from 'react';
import {
  cartUnits,
  clearCart,
  EMPTY_CART,
  readCart,
  removeFromCart,
  subscribeCart,
  updateCartQuantity,
} from '@/lib/cart-storage';

/** The cart of this browser, kept in step with other tabs ('storage') and this one ('cart-updated'). */
export function useCart() {
  const items = useSyncExternalStore(subscribeCart, readCart, () => EMPTY_CART);
  return {
    items,
    units: cartUnits(items),
    setQuantity: updateCartQuantity,
    remove: removeFromCart,
    clear: clearCart,
  };
}
