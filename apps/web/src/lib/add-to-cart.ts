import type { Product } from '@mayorista/shared/catalog';
import { addProductToCart, CART_MESSAGES } from '@/lib/cart-storage';
import { notify } from '@/lib/toast';
import type { SelectedVariants } from './variants';

export type AddToCartDetail = {
  product: Product;
  quantity: number;
  /** Variant name -> option name, or null for products without variants. */
  selectedVariants: SelectedVariants | null;
};

/**
 * Adds the product to the cart (storefront §4, §5, §8) and says how it went: the rule's message when
 * refused, 'Solo hay {stock} unidades disponibles' when clamped, then 'Producto añadido al carrito'.
 */
export function addToCart({ product, quantity, selectedVariants }: AddToCartDetail): boolean {
  const result = addProductToCart(product, quantity, selectedVariants);
  if (!result.ok) {
    notify.error(result.message);
    return false;
  }
  if (result.notice) notify.info(result.notice);
  notify.success(CART_MESSAGES.added);
  return true;
}
