import { useSyncExternalStore } from 'react';
import {
  cartUnits,
  clearCart,
  EMPTY_CART,
  readCart,
  readCartCoupon,
  removeFromCart,
  saveCartCoupon,
  subscribeCart,
  updateCartQuantity,
} from '@/lib/cart-storage';

const NO_COUPON = () => null;

/** The cart of this browser, kept in step with other tabs ('storage') and this one ('cart-updated'). */
export function useCart() {
  const items = useSyncExternalStore(subscribeCart, readCart, () => EMPTY_CART);
  const coupon = useSyncExternalStore(subscribeCart, readCartCoupon, NO_COUPON);
  return {
    items,
    /** The applied coupon's code, kept with the cart. */
    coupon,
    setCoupon: saveCartCoupon,
    units: cartUnits(items),
    setQuantity: updateCartQuantity,
    remove: removeFromCart,
    clear: clearCart,
  };
}
