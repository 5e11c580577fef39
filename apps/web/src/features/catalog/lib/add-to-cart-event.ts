import type { Product } from '../types';
import type { SelectedVariants } from './variants';

/**
 * Until the cart exists (another issue) the product page announces purchases with this window
 * event; the cart listens for it, adds the line and shows its own toast.
 */
export const ADD_TO_CART_EVENT = 'add-to-cart';

export type AddToCartDetail = {
  product: Product;
  quantity: number;
  /** Variant name -> option name, or null for products without variants. */
  selectedVariants: SelectedVariants | null;
};

export function dispatchAddToCart(detail: AddToCartDetail): void {
  if (typeof window === 'undefined' || typeof window.dispatchEvent !== 'function') return;
  window.dispatchEvent(new CustomEvent<AddToCartDetail>(ADD_TO_CART_EVENT, { detail }));
}
