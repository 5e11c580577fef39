import type { AppInstance } from '../../app.ts';

/** Dashboards (issue 12): analytics, customers and the overview's orders lists. */
export async function statisticsRoutes(_app: AppInstance) {}
