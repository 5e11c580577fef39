import type { Order } from '@mayorista/shared/orders';
import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../api/order-keys';
import { orderDeskKeys } from './order-desk-keys';

/**
 * After a change answered with the order: the details page shows the answer at once; lists of
 * orders (Mis Pedidos, ventas), the timeline and the payment state are read again.
 */
export function storeChangedOrder(client: QueryClient, order: Order) {
  client.setQueryData(orderKeys.detail(order.id), order);
  void client.invalidateQueries({ queryKey: orderKeys.lists() });
  void client.invalidateQueries({ queryKey: orderDeskKeys.timeline(order.id) });
  void client.invalidateQueries({ queryKey: orderDeskKeys.payment(order.id) });
}

/** Everything about the order is read again (a change whose answer is not the order). */
export function refreshOrder(client: QueryClient, id: number) {
  void client.invalidateQueries({ queryKey: orderKeys.detail(id) });
  void client.invalidateQueries({ queryKey: orderDeskKeys.timeline(id) });
  void client.invalidateQueries({ queryKey: orderDeskKeys.payment(id) });
}
