import type { Order } from '@mayorista/shared/orders';
import { PICKUP_ADDRESS, shippingAddress } from '@mayorista/shared/orders';

/** The order number of the printed note: 8 digits, zero-padded ('00000042'). */
export const noteNumber = (id: number) => String(id).padStart(8, '0');

/**
 * The delivery address of the note: the street parts when present, written by the one builder
 * (decision 049) without the free-text details, else the free text.
 */
export function deliveryAddress(order: Order): string {
  if (order.delivery_type === 'pickup') return order.shipping_address || PICKUP_ADDRESS;
  const parts = shippingAddress({ ...order, shipping_details: null });
  return parts || order.shipping_address || '-';
}

/** The variant of a line ('Talle: XL, Color: Rojo'), or '' for a product without choices. */
export function variantText(item: NonNullable<Order['items']>[number]): string {
  if (item.variant_display?.trim()) return item.variant_display.trim();
  const chosen = item.selected_variants ? Object.entries(item.selected_variants) : [];
  return chosen.map(([group, value]) => `${group}: ${value}`).join(', ');
}
