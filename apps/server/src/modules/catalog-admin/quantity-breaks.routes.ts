import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import { QuantityBreaksAnswerSchema, QuantityBreaksBodySchema } from '@mayorista/shared/product-admin';
import type { AppInstance } from '../../app-instance.ts';
import { getQuantityBreaks, updateQuantityBreaks } from './admin-products.service.ts';

const tags = ['productos (administración)'];

/** A product's quantity breaks (decision 052): every tier, for every option and list or for one. */
export async function quantityBreaksRoutes(app: AppInstance) {
  app.get(
    '/products/:id/quantity-breaks/',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Descuentos por cantidad de un producto (todos los escalones, de toda opción y lista)',
        params: IdParamSchema,
        response: { 200: QuantityBreaksAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({ quantity_breaks: await getQuantityBreaks(app.db, request.params.id) }),
  );

  app.put(
    '/products/:id/quantity-breaks/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Reemplaza todos los descuentos por cantidad de un producto',
        description:
          'quantity_breaks: lista de {option?, price_list?, min_quantity (2 o más), discount_percent (mayor ' +
          'a 0 y menor a 100)}; sin option vale para toda opción, sin price_list para toda lista. Una lista ' +
          'vacía los quita.',
        params: IdParamSchema,
        body: QuantityBreaksBodySchema,
        response: { 200: QuantityBreaksAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { quantity_breaks } = request.body;
      return {
        quantity_breaks: await updateQuantityBreaks(
          app.db,
          request.params.id,
          quantity_breaks,
          request.viewer!.userId,
        ),
      };
    },
  );
}
