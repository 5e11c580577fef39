import { paths } from '@/lib/paths';

/** Screens of the sales area not named in lib/paths.ts (their routes are in app-routes.ts). */
export const NEW_SALE_PATH = `${paths.adminSales}/nueva`;
export const salesNotePath = (id: number | string) => `${paths.adminSales}/${id}/imprimir`;
