import type { AppInstance } from '../../app-instance.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { TokenService } from '../../lib/tokens.ts';

/** What the account services need from the app (plain values, so services stay Fastify-free). */
export type AccountDeps = { db: Db; mailer: Mailer; tokens: TokenService; config: Config };

export const accountDeps = (app: AppInstance): AccountDeps => ({
  db: app.db,
  mailer: app.mailer,
  tokens: app.tokens,
  config: app.config,
});
