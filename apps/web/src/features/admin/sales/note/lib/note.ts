import type { Order } from '@mayorista/shared/orders';
import { PICKUP_ADDRESS } from '@mayorista/shared/orders';

/** The order number of the printed note: 8 digits, zero-padded ('00000042'). */
export const noteNumber = (id: number) => String(id).padStart(8, '0');

/** The delivery address of the note: the street parts when present, else the free text. */
export function deliveryAddress(order: Order): string {
  if (order.delivery_type === 'pickup') return order.shipping_address || PICKUP_ADDRESS;
  const street = [order.shipping_street, order.shipping_number].filter(Boolean).join(' ');
  const city = [order.shipping_city, order.shipping_postal_code ? `(${order.shipping_postal_code})` : '']
    .filter(Boolean)
    .join(' ');
  const parts = [street, city].filter(Boolean).join(', ');
  return parts || order.shipping_address || '-';
}

/** The variant of a line ('Talle: XL, Color: Rojo'), or '' for a product without choices. */
export function variantText(item: NonNullable<Order['items']>[number]): string {
  if (item.variant_display?.trim()) return item.variant_display.trim();
  const chosen = item.selected_variants ? Object.entries(item.selected_variants) : [];
  return chosen.map(([group, value]) => `${group}: ${value}`).join(', ');
}
