import type { QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server's render of a page (entry-server.tsx, docs/decisions/038) leaves in its HTML for the
 * browser to take over that markup: the answers the page was drawn with and the router's data.
 */
export type PageState = { queries: { key: QueryKey; data: unknown }[]; router: HydrationState };

export { PAGE_STATE_ID } from '@mayorista/shared/page-state';
