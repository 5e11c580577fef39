import { errorResponses } from '@mayorista/shared/api';
import { CartQuoteInputSchema, CartQuoteSchema } from '@mayorista/shared/catalog';
import { SALE_MESSAGES } from '@mayorista/shared/orders';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance.ts';
import { AppError, fieldErrors } from '../../lib/errors.ts';
import { priceListOf } from '../../lib/viewer.ts';
import { quoteCart } from './selling.service.ts';

const tags = ['catálogo'];

/** The cart's prices as the order will charge them (the stock module sells: decision 047). */
export async function cartRoutes(app: AppInstance) {
  /**
   * The list the quote prices with (decision 052): the caller's own; with `customer_id` (staff
   * entering a new sale) that customer's, read from the cached account rows like the caller's.
   */
  async function quoteList(request: FastifyRequest, customerId: number | undefined) {
    const viewer = request.viewer!;
    if (customerId === undefined) return priceListOf(viewer);
    if (!viewer.isStaff) throw new AppError('forbidden', 'Solo un administrador cotiza para un cliente');
    const customer = await app.caches.accounts.read(request, customerId);
    if (!customer || customer.isStaff) throw fieldErrors({ customer_id: [SALE_MESSAGES.customerNotFound] });
    return customer.priceListId;
  }

  app.post(
    '/cart/quote/',
    {
      config: { role: 'user', changes: [] },
      schema: {
        tags,
        summary: 'Precios del carrito calculados por el servidor (los mismos que usará el pedido)',
        description:
          'Por línea: precio unitario (con la lista de precios del comprador y el escalón por cantidad), ' +
          'descuento, precio final, subtotal, escalón aplicado, unidad de venta y stock de la combinación; ' +
          'luego subtotal, cupón, total, la lista y cuánto falta para su pedido mínimo. Una línea que no ' +
          'se puede comprar (también una cantidad fuera de la regla del producto) trae el motivo y no ' +
          'trae precios. Un administrador puede cotizar para un cliente con customer_id.',
        body: CartQuoteInputSchema,
        response: { 200: CartQuoteSchema, ...errorResponses },
      },
    },
    async (request) => quoteCart(app.db, request.body, await quoteList(request, request.body.customer_id)),
  );
}
