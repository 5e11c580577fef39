import { errorResponses } from '@mayorista/shared/api';
import {
  PRICE_CHANGES_MESSAGES,
  PRICE_CHANGES_PAGE_SIZE,
  PriceChangesPageSchema,
  PriceChangesQuerySchema,
} from '@mayorista/shared/price-changes';
import type { AppInstance } from '../../app-instance.ts';
import type { Db } from '../../db/client.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { priceListOf } from '../../lib/viewer.ts';
import { priceChanges } from './price-history.service.ts';

/** The store's days are Argentina's (UTC-3 all year): a date starts at its midnight there. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00-03:00`);
const dateOf = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
const DEFAULT_DAYS = 30;

/** The date of the buyer's last order, null without orders (orders owns them; app.ts hands it in). */
export type LastOrderDate = (db: Db, userId: number) => Promise<Date | null>;

/** 'Cambios de precio' (issue 29 item 5, decision 053): the buyer's price changes since a date. */
export async function priceChangesRoutes(app: AppInstance, deps: { lastOrderDate: LastOrderDate }) {
  app.get(
    '/me/price-changes/',
    {
      config: { role: 'user' },
      schema: {
        tags: ['cuenta'],
        summary:
          'Productos cuyo precio para el comprador cambió desde una fecha (por defecto, su último pedido)',
        description:
          'Precio de lista del comprador (su lista de precios, por unidad de venta, sin descuentos ni ' +
          'ofertas) en la fecha `since` y hoy, con la variación en %, el mayor cambio primero. Sin `since`: ' +
          'la fecha del último pedido; sin pedidos, hace 30 días (lo dice `note`). `category` incluye sus ' +
          'subcategorías. Un administrador ve la lista predeterminada.',
        querystring: PriceChangesQuerySchema,
        response: { 200: PriceChangesPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      const query = request.query;
      let since = query.since;
      let sinceSource: 'query' | 'last_order' | 'default' = 'query';
      if (since === undefined) {
        const last = await deps.lastOrderDate(app.db, viewer.userId);
        sinceSource = last ? 'last_order' : 'default';
        since = dateOf(last ?? new Date(Date.now() - DEFAULT_DAYS * 86_400_000));
      } else if (since > dateOf(new Date())) {
        throw fieldErrors({ since: [PRICE_CHANGES_MESSAGES.futureDate] });
      }
      const changes = await priceChanges(app.db, {
        priceListId: priceListOf(viewer),
        since: startOfDay(since),
        categoryId: query.category,
      });
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? PRICE_CHANGES_PAGE_SIZE;
      return {
        ...toPage(changes.slice((page - 1) * pageSize, page * pageSize), {
          count: changes.length,
          page,
          pageSize,
          url: request.url,
        }),
        since,
        since_source: sinceSource,
        note:
          sinceSource === 'default'
            ? PRICE_CHANGES_MESSAGES.sinceDefault
            : sinceSource === 'last_order'
              ? PRICE_CHANGES_MESSAGES.sinceLastOrder
              : null,
      };
    },
  );
}
