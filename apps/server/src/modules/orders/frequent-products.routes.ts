import { errorResponses } from '@mayorista/shared/api';
import { FrequentProductsSchema } from '@mayorista/shared/repeat-order';
import type { AppInstance } from '../../app-instance.ts';
import { frequentProducts } from './frequent-products.service.ts';

/** 'Lo que más compras' (issue 29 item 3, decision 053). */
export async function frequentProductsRoutes(app: AppInstance) {
  app.get(
    '/me/frequent-products/',
    {
      config: { role: 'user' },
      schema: {
        tags: ['pedidos'],
        summary: 'Lo que más compras: los 30 productos más comprados de los últimos 180 días',
        description:
          'Ordenados por cantidad de pedidos y luego por unidades (sin pedidos cancelados). Cada uno con ' +
          'su última compra (cantidad y opción), la cantidad que agrega el botón (la última, llevada a ' +
          'la regla y al stock de hoy), el precio unitario de hoy para esa cantidad con la lista del ' +
          'comprador (el de la cotización del carrito) y si hoy se puede comprar, o por qué no.',
        response: { 200: FrequentProductsSchema, ...errorResponses },
      },
    },
    async (request) => frequentProducts(app.db, request.viewer!),
  );
}
