/** The public catalogue's response cache (docs/decisions/035). */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueVersion;
  }
}

export type CatalogueVersion = {
  /** Moves the catalogue on: every cached catalogue answer of every process is stale from now on. */
  bump: () => Promise<void>;
};

export function registerCatalogueCache(app: FastifyInstance) {
  app.decorate('catalogue', { bump: async () => {} } satisfies CatalogueVersion);
}
