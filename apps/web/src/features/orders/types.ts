import type { DeliveryType, OrderStatus } from '@mayorista/shared/orders';

/** An order as GET /api/orders/my-orders/ and GET /api/orders/{id}/ answer it (accounts §3). */
export type OrderItem = {
  id: number;
  product: number | null;
  product_name: string;
  variant_display: string;
  selected_variants: Record<string, string> | null;
  quantity: number;
  price: number;
  discount: number;
  price_at_time: number;
  subtotal: number;
  product_details: { id: number | null; name: string; image: string | null };
};

export type Order = {
  id: number;
  /** The buyer's account (admins link back to its profile). */
  user: number | null;
  status: OrderStatus;
  status_label: string;
  created_at: string;
  payment_status: string;
  payment_method: 'cash' | 'online';
  delivery_type: DeliveryType;
  shipping_method: string;
  recipient_name: string;
  customer_email: string;
  customer_phone: string;
  customer_dni_cuit: string;
  shipping_address: string;
  subtotal: number;
  coupon_code: string | null;
  coupon_discount: number;
  shipping_cost: number;
  total: number;
  items?: OrderItem[];
};
