import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import { RepeatOrderSchema } from '@mayorista/shared/repeat-order';
import type { AppInstance } from '../../app-instance.ts';
import { repeatOrder } from './repeat.service.ts';

const tags = ['pedidos'];

/** 'Repetir pedido' (issue 29 item 2, decision 053). */
export async function repeatRoutes(app: AppInstance) {
  app.post(
    '/orders/:id/repeat/',
    {
      // Writes nothing: the web puts the lines into the browser's cart.
      config: { role: 'user', changes: [] },
      schema: {
        tags,
        summary: 'Repetir pedido: sus líneas con el precio y el stock de hoy, y las que no se pueden comprar',
        description:
          'Solo pedidos propios (otro pedido responde 404, también a un administrador). Cada línea trae ' +
          'la tarjeta del producto con el precio de la lista del comprador, la cantidad llevada a la ' +
          'regla de hoy (mínimo y múltiplo) y al stock que hay, el precio unitario de hoy para esa ' +
          'cantidad (el de la cotización del carrito) y notas con lo que cambió. skipped: las líneas que ' +
          'no se pueden comprar, con el motivo (producto eliminado, no disponible, opción que ya no ' +
          'existe, sin stock).',
        params: IdParamSchema,
        response: { 200: RepeatOrderSchema, ...errorResponses },
      },
    },
    async (request) => repeatOrder(app.db, request.viewer!, request.params.id),
  );
}
