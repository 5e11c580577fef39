/**
 * The user rows behind bearer tokens (docs/decisions/046). The guard checks `is_active` and
 * `token_version` on every request, so that a block or a logout acts at once; the rows are kept under
 * the `accounts` version, which moves only on writes that declare `accounts` (they change a user row:
 * approval, block, password, e-mail, registration...). Ordinary browsing, carts and orders leave it.
 * An entry also lives at most MAX_AGE_MS (a user changed past the API is seen within that).
 * The row is read by the auth module (`findTokenAccount`), handed in by app.ts: lib/ queries no
 * module's table (decision 047).
 */
import type { FastifyRequest } from 'fastify';
import { MAX_ACCOUNTS, MAX_AGE_MS } from './map.ts';
import type { Versions } from './versions.ts';

export type AccountRow = {
  id: number;
  username: string;
  isStaff: boolean;
  isActive: boolean;
  isBlocked: boolean;
  tokenVersion: number;
  /** users.price_list_id (null = the default list): the viewer's price list. */
  priceListId: number | null;
};

export type AccountRows = {
  /** The row of this user as the guard needs it (null: no such user). */
  read: (request: FastifyRequest, userId: number) => Promise<AccountRow | null>;
  clear: () => void;
};

export function createAccountRows(
  readAccount: (userId: number) => Promise<AccountRow | null>,
  versions: Versions,
): AccountRows {
  const kept = new Map<number, { version: string; user: AccountRow | null; expiresAt: number }>();
  return {
    clear: () => kept.clear(),
    read: async (request, userId) => {
      const version = (await versions.read(request))?.accounts;
      const entry = version ? kept.get(userId) : undefined;
      if (entry && entry.version === version && entry.expiresAt > Date.now()) return entry.user;
      const user = await readAccount(userId);
      if (version) {
        if (kept.size >= MAX_ACCOUNTS) kept.clear();
        kept.set(userId, { version, user: user ?? null, expiresAt: Date.now() + MAX_AGE_MS });
      }
      return user ?? null;
    },
  };
}
