/**
 * The id of the `<script type="application/json">` in which the server leaves the state of a page it
 * drew (apps/server/src/lib/page-render.ts) for the browser to take that markup over
 * (apps/web/src/main.tsx). Docs: docs/decisions/038.
 */
export const PAGE_STATE_ID = 'page-state';
