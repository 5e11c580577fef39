import type { AppInstance } from '../../app.ts';

/** Offers with a time window (issue 11): /api/marketing/offers/ CRUD for staff. */
export async function offersRoutes(_app: AppInstance) {}
