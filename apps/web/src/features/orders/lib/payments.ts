/** What the buyer and the desk read about an online payment (issue 30): states, reasons, 'Pagar ahora'. */
import type { Order } from '@mayorista/shared/orders';
import type { PaymentState } from '@mayorista/shared/payments';

export const PAY_TEXTS = {
  button: 'Pagar ahora',
  opening: 'Abriendo Mercado Pago…',
  failed: 'No pudimos abrir el pago de Mercado Pago. Intenta nuevamente en unos minutos.',
  waiting: 'Esperando el pago online',
} as const;

/** An order its buyer can still pay online: created for Mercado Pago and not paid, cancelled or expired. */
export const canPayNow = (order: Pick<Order, 'payment_method' | 'status'>) =>
  order.payment_method === 'online' && order.status === 'payment_pending';

/**
 * Mercado Pago's `status_detail` in the buyer's words (its documented values for Checkout Pro); an
 * unknown one gives null and the screen says only the state.
 */
const STATUS_DETAILS: Record<string, string> = {
  accredited: 'El pago se acreditó.',
  pending_contingency: 'Mercado Pago está procesando el pago.',
  pending_review_manual: 'Mercado Pago está revisando el pago.',
  pending_waiting_payment: 'Falta que completes el pago en el medio que elegiste.',
  pending_waiting_transfer: 'Falta que completes la transferencia.',
  cc_rejected_bad_filled_card_number: 'Revisa el número de la tarjeta.',
  cc_rejected_bad_filled_date: 'Revisa la fecha de vencimiento de la tarjeta.',
  cc_rejected_bad_filled_other: 'Revisa los datos de la tarjeta.',
  cc_rejected_bad_filled_security_code: 'Revisa el código de seguridad de la tarjeta.',
  cc_rejected_blacklist: 'Mercado Pago no pudo procesar el pago con ese medio.',
  cc_rejected_call_for_authorize: 'Debes autorizar el pago llamando al banco emisor de la tarjeta.',
  cc_rejected_card_disabled: 'La tarjeta no está activa: llama al banco emisor para activarla.',
  cc_rejected_duplicated_payment: 'Ya hiciste un pago por ese mismo importe.',
  cc_rejected_high_risk: 'El pago fue rechazado por seguridad. Prueba con otro medio de pago.',
  cc_rejected_insufficient_amount: 'La tarjeta no tiene fondos suficientes.',
  cc_rejected_invalid_installments: 'La tarjeta no acepta esa cantidad de cuotas.',
  cc_rejected_max_attempts: 'Llegaste al límite de intentos. Prueba con otra tarjeta u otro medio.',
  cc_rejected_other_reason: 'El banco emisor no aprobó el pago.',
  cc_rejected_card_error: 'La tarjeta no pudo procesar el pago.',
  rejected_by_bank: 'El banco rechazó el pago.',
  rejected_insufficient_data: 'Faltan datos para procesar el pago.',
  expired: 'El plazo para pagar venció.',
  by_collector: 'La tienda canceló el pago.',
  by_payer: 'Cancelaste el pago.',
  refunded: 'El pago se devolvió.',
};

export function statusDetailText(detail: string | null | undefined): string | null {
  return (detail && STATUS_DETAILS[detail]) || null;
}

/** The state as a short word, for badges (the desk, the buyer's order). */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  approved: 'Aprobado',
  pending: 'Pendiente',
  rejected: 'Rechazado',
  refunded: 'Reembolsado',
  expired: 'Vencido',
  none: 'A coordinar',
};
