import { formatDate, formatPrice } from '@mayorista/shared/format';
import type { Order } from '@mayorista/shared/orders';
import { saleUnitLabel } from '@mayorista/shared/sale-units';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { activityDate } from '../../lib/activity.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { getUser } from '../auth/auth.service.ts';
import { getSiteConfig } from '../settings/settings.service.ts';

type Deps = { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger };
/** The store's settings, when the caller keeps them (app.catalogue.kept): read from the database otherwise. */
type SiteLoader = { siteConfig?: () => Promise<{ storeName: string; contactEmail: string }> };

function itemLines(order: Order): string[] {
  return (order.items ?? []).map((item) => {
    const variant = item.variant_display ? ` (${item.variant_display})` : '';
    const unit = item.unit_label === saleUnitLabel('unidad', 1) ? '' : ` [${item.unit_label}]`;
    const discount = item.discount > 0 ? `, ${item.discount}% de descuento` : '';
    return `- ${item.quantity} x ${item.product_name}${variant}${unit}: ${formatPrice(item.price_at_time)} c/u${discount} = ${formatPrice(item.subtotal)}`;
  });
}

function totalLines(order: Order): string[] {
  const lines = [`Subtotal: ${formatPrice(order.subtotal)}`];
  if (order.coupon_code) lines.push(`Cupón ${order.coupon_code}: -${formatPrice(order.coupon_discount)}`);
  if (order.shipping_cost > 0) lines.push(`Envío: ${formatPrice(order.shipping_cost)}`);
  lines.push(`Total: ${formatPrice(order.total)}`);
  return lines;
}

const deliveryLine = (order: Order) =>
  order.delivery_type === 'pickup'
    ? `Entrega: retiro (${order.shipping_address})`
    : `Entrega: envío a ${order.shipping_address}`;

/**
 * Where the buyer's mail goes: the account's e-mail once verified, never the contact e-mail typed in
 * the order (DOMAIN "Mail"; issue 26 item 23: the store mailed any address a buyer typed). null: none.
 */
async function buyerAddress(db: Db, order: Order): Promise<string | null> {
  if (order.user === null) return null;
  const account = await getUser(db, order.user);
  return account.emailVerified ? account.email : null;
}

/** How the order is paid: coordinated with the seller, or online with its deadline (decision 054). */
function paymentLine(order: Order): string {
  if (order.payment_method === 'account')
    return 'Pago: en tu cuenta corriente, según tus condiciones de pago. Puedes ver tu saldo en Mi cuenta corriente.';
  if (order.payment_method !== 'online')
    return 'Pago: a coordinar con el vendedor (efectivo o transferencia).';
  const due = order.payment_due_at ? ` antes del ${activityDate(new Date(order.payment_due_at))}` : '';
  return `Pago: online con Mercado Pago. Si todavía no lo pagaste, puedes hacerlo desde Mis pedidos con "Pagar ahora"${due}; si no, el pedido se cancela.`;
}

export function confirmationMail(order: Order, storeName: string, to: string) {
  return {
    to,
    subject: `Recibimos tu pedido #${order.id}`,
    kind: 'order_confirmation',
    text: [
      `Hola ${order.recipient_name}:`,
      '',
      `¡Gracias por tu compra! Registramos tu pedido #${order.id} el ${formatDate(order.created_at)}.`,
      '',
      ...itemLines(order),
      '',
      ...totalLines(order),
      '',
      deliveryLine(order),
      paymentLine(order),
      '',
      'Despachamos los pedidos dentro de las 48 horas posteriores a la verificación de stock.',
      'Ante cualquier consulta, responde este e-mail.',
      '',
      storeName,
    ].join('\n'),
  };
}

export function storeNoticeMail(order: Order, to: string, buyer: string, hasSupplierGoods: boolean) {
  return {
    to,
    subject: `Nuevo pedido #${order.id} de ${order.recipient_name} por ${formatPrice(order.total)}`,
    kind: 'order_notice',
    text: [
      `Nuevo pedido #${order.id} (${formatDate(order.created_at)}), cuenta ${buyer}.`,
      '',
      `Cliente: ${order.recipient_name}`,
      `E-mail: ${order.customer_email}`,
      `Teléfono: ${order.customer_phone}`,
      ...(order.customer_dni_cuit ? [`DNI/CUIT: ${order.customer_dni_cuit}`] : []),
      deliveryLine(order),
      ...(order.delivery_time ? [`Horario: ${order.delivery_time}`] : []),
      ...(order.shipping_method ? [`Método de envío: ${order.shipping_method}`] : []),
      '',
      ...itemLines(order),
      '',
      ...totalLines(order),
      ...(hasSupplierGoods
        ? ['', 'Incluye productos del proveedor: se generó el pedido al distribuidor.']
        : []),
    ].join('\n'),
  };
}

/**
 * After the order is committed: confirmation to the buyer's verified e-mail (none without one) and
 * notice to the store. The mailer never throws and keeps every message in the outbox; anything else
 * that fails is only logged.
 */
export async function sendOrderEmails(
  deps: Deps & SiteLoader,
  input: { order: Order; buyer: string; hasSupplierGoods: boolean },
): Promise<void> {
  try {
    const [site, buyerTo] = await Promise.all([
      deps.siteConfig?.() ?? getSiteConfig(deps.db),
      buyerAddress(deps.db, input.order),
    ]);
    const storeTo = deps.config.storeNotifyEmail || site.contactEmail;
    await deps.mailer.sendAll([
      ...(buyerTo ? [confirmationMail(input.order, site.storeName, buyerTo)] : []),
      storeNoticeMail(input.order, storeTo, input.buyer, input.hasSupplierGoods),
    ]);
  } catch (error) {
    deps.log.error({ err: error, orderId: input.order.id }, 'order e-mails not sent');
  }
}

/** The shipping notice (notify_shipping): on its way, or ready to pick up at the store. */
export function shippingMail(order: Order, site: { storeName: string; storeAddress: string }, to: string) {
  const pickup = order.delivery_type === 'pickup';
  return {
    to,
    subject: pickup
      ? `Tu pedido #${order.id} está listo para retirar`
      : `Tu pedido #${order.id} está en camino`,
    kind: 'shipping_notice',
    text: [
      `Hola ${order.recipient_name}:`,
      '',
      pickup
        ? `Tu pedido #${order.id} del ${formatDate(order.created_at)} ya está listo. Puedes retirarlo en ${site.storeAddress}.`
        : `Tu pedido #${order.id} del ${formatDate(order.created_at)} ya fue despachado.`,
      ...(pickup ? [] : [`Envío a: ${order.shipping_address}`]),
      ...(order.shipping_method ? [`Método de envío: ${order.shipping_method}`] : []),
      '',
      ...itemLines(order),
      '',
      ...totalLines(order),
      '',
      'Ante cualquier consulta, responde este e-mail.',
      '',
      site.storeName,
    ].join('\n'),
  };
}

/**
 * Sends the shipping notice to the buyer's verified e-mail through the mailer (SMTP or the outbox;
 * every message is kept in the outbox) and answers where it went and whether SMTP took it; `to` is
 * null when the account has no verified e-mail (nothing is sent: DOMAIN "Mail").
 */
export async function sendShippingNotice(
  deps: Deps,
  order: Order,
): Promise<{ to: string | null; delivered: boolean }> {
  const [site, to] = await Promise.all([getSiteConfig(deps.db), buyerAddress(deps.db, order)]);
  if (to === null) return { to, delivered: false };
  return { to, ...(await deps.mailer.send(shippingMail(order, site, to))) };
}

/** An online order cancelled because its payment did not arrive in time (the expiry job). */
export function paymentExpiredMail(order: Order, storeName: string, to: string) {
  return {
    to,
    subject: `Tu pedido #${order.id} se canceló: no recibimos el pago`,
    kind: 'payment_expired',
    text: [
      `Hola ${order.recipient_name}:`,
      '',
      `Tu pedido #${order.id} del ${formatDate(order.created_at)} esperaba un pago online con Mercado Pago que no llegó a tiempo, así que lo cancelamos y liberamos sus productos.`,
      'Si quieres esos productos, puedes hacer un nuevo pedido desde la tienda ("Repetir pedido" en Mis pedidos).',
      'Si llegaste a pagar, el pago se devuelve automáticamente; ante cualquier duda, responde este e-mail.',
      '',
      ...itemLines(order),
      '',
      ...totalLines(order),
      '',
      storeName,
    ].join('\n'),
  };
}

/**
 * The expiry's notice to the buyer's verified e-mail (none without one: DOMAIN "Mail"), through the
 * mailer (the outbox, retried). Never throws: a failure is logged.
 */
export async function sendPaymentExpiredEmail(deps: Deps, order: Order): Promise<void> {
  try {
    const [site, to] = await Promise.all([getSiteConfig(deps.db), buyerAddress(deps.db, order)]);
    if (to) await deps.mailer.send(paymentExpiredMail(order, site.storeName, to));
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'payment expiry e-mail not sent');
  }
}
