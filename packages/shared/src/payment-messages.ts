/**
 * Online payment's texts (issue 30, decision 054), without zod: the cart page imports them, and the
 * storefront's scripts must stay small (the schemas, and Mercado Pago's shapes, are in payments.ts).
 */

/** The only currency the store sells in; a payment in any other is never accepted. */
export const PAYMENT_CURRENCY = 'ARS';

export const PAYMENT_MESSAGES = {
  /** 400 on an online order while Mercado Pago is not configured. */
  onlineOff: 'El pago online no está disponible. Elige efectivo o transferencia coordinada con el vendedor.',
  /** The order was created but its Checkout Pro preference was not: it stays payable later. */
  preferenceFailed:
    'Tu pedido quedó registrado, pero no pudimos abrir el pago de Mercado Pago. Puedes pagarlo más tarde desde Mis pedidos con "Pagar ahora".',
  /** 400 of 'Pagar ahora' on an order that is not waiting for an online payment. */
  notPayable: 'Este pedido no tiene un pago online pendiente.',
  statusFailed: 'Error al obtener el estado del pago.',
  refundFailed: 'Error al procesar el reembolso. Por favor, inténtelo de nuevo.',
  /** 400 of a refund of an online order that is not paid, or already shipped. */
  refundNotPaid: 'Solo se puede reembolsar un pedido pagado online que todavía no se envió.',
  /** 400 of 'Pagar ahora' on an order Mercado Pago already approved (found while checking). */
  alreadyPaid: 'Este pedido ya está pagado.',
  /** 502 of 'Pagar ahora' when Mercado Pago does not create the preference. */
  checkoutFailed: 'No pudimos abrir el pago de Mercado Pago. Intenta nuevamente en unos minutos.',
  refunded: 'Reembolso realizado: el pedido se canceló y el stock volvió al inventario.',
  /** 401 of the webhook: missing, wrong or old signature. */
  badSignature: 'Firma inválida',
} as const;
