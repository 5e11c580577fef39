import type { AppInstance } from '../../app-instance.ts';

/** 'Mis favoritos' (issue 29 item 3, decision 053). */
export async function favoritesRoutes(_app: AppInstance) {}
