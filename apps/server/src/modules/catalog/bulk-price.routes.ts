import type { AppInstance } from '../../app.ts';

/** Bulk price update (issue 9): preview, apply and undo. */
export async function bulkPriceRoutes(_app: AppInstance) {}
