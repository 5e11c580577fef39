import { errorResponses } from '@mayorista/shared/api';
import { CartQuoteInputSchema, CartQuoteSchema } from '@mayorista/shared/catalog';
import type { AppInstance } from '../../app-instance.ts';
import { quoteCart } from './selling.service.ts';

const tags = ['catálogo'];

/** The cart's prices as the order will charge them (the stock module sells: decision 047). */
export async function cartRoutes(app: AppInstance) {
  app.post(
    '/cart/quote/',
    {
      config: { role: 'user', changes: [] },
      schema: {
        tags,
        summary: 'Precios del carrito calculados por el servidor (los mismos que usará el pedido)',
        description:
          'Por línea: precio unitario, descuento, precio final, subtotal y stock de la combinación; ' +
          'luego subtotal, cupón y total. Una línea que no se puede comprar trae el motivo y no trae precios.',
        body: CartQuoteInputSchema,
        response: { 200: CartQuoteSchema, ...errorResponses },
      },
    },
    async (request) => quoteCart(app.db, request.body),
  );
}
