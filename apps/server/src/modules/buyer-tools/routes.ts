import type { AppInstance } from '../../app-instance.ts';
import { favoritesRoutes } from './favorites.routes.ts';
import { priceListFileRoutes } from './price-list-file.routes.ts';
import { stockAlertsRoutes } from './stock-alerts.routes.ts';

/**
 * The buyer's own tools (issue 29, decision 053). Each part of the module keeps its routes in its own
 * file and is registered here, one line each: app.ts registers only this.
 */
export async function buyerToolsRoutes(app: AppInstance) {
  await app.register(favoritesRoutes);
  await app.register(priceListFileRoutes);
  await app.register(stockAlertsRoutes);
}
