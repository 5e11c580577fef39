import type { AppInstance } from '../../app.ts';

/** Blog (issue 11): public published posts and staff CRUD. */
export async function blogRoutes(_app: AppInstance) {}
