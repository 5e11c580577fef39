/**
 * The first administrator of a store started in production (issue 26 item 29, DOMAIN "Production
 * start", docs/decisions/045): no account has a known password. The admin comes from
 * ADMIN_USERNAME/ADMIN_PASSWORD, or, when neither is set, from a setup link the start prints: whoever
 * opens it chooses the admin's name and password, and the link stops working once an admin exists.
 */
import type { LoginResponse } from '@mayorista/shared/accounts';
import type { FirstAdminRequest } from '@mayorista/shared/first-admin';
import { eq, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { createUser, findUserByLogin, sessionFor } from './auth.service.ts';

/** A setup link is good for this long; a new start prints a new one while no admin exists. */
const SETUP_TTL = '24h';
const SETUP = 'admin_setup';
/** Serializes the creation of the first admin across requests and processes. */
const LOCK_FIRST_ADMIN = 7_270_045;

export const SETUP_LINK_INVALID =
  'El enlace de configuración no es válido o venció. Reinicia el servidor para obtener uno nuevo.';
export const ADMIN_EXISTS = 'La tienda ya tiene un administrador: inicia sesión.';

export type FirstAdmin = { username: string; password: string; email: string };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.isStaff, true)).limit(1);
  return Boolean(row);
}

/**
 * At start in production: the admin of ADMIN_USERNAME/ADMIN_PASSWORD when the store has none, or a
 * setup token for the link when neither is given. 'exists' once any admin exists.
 */
export async function prepareFirstAdmin(
  db: Db,
  options: { admin?: FirstAdmin; secret: string },
): Promise<{ kind: 'exists' } | { kind: 'created'; username: string } | { kind: 'link'; token: string }> {
  if (await hasAdmin(db)) return { kind: 'exists' };
  if (options.admin) {
    await createAdmin(db, options.admin);
    return { kind: 'created', username: options.admin.username };
  }
  const token = await new SignJWT({ token_type: SETUP })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(SETUP_TTL)
    .sign(keyOf(options.secret));
  return { kind: 'link', token };
}

function createAdmin(db: Db, admin: FirstAdmin) {
  return createUser(db, {
    username: admin.username,
    email: admin.email,
    password: admin.password,
    firstName: 'Administración',
    lastName: '',
    isStaff: true,
    isActive: true,
    emailVerified: true,
  });
}

/** POST /auth/first-admin/: the setup link's form creates the first admin and signs them in. */
export async function setUpFirstAdmin(
  deps: { db: Db; tokens: TokenService; secret: string },
  body: FirstAdminRequest,
): Promise<LoginResponse> {
  try {
    const { payload } = await jwtVerify(body.token, keyOf(deps.secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'token_type'],
    });
    if (payload.token_type !== SETUP) throw invalid(SETUP_LINK_INVALID);
  } catch {
    throw invalid(SETUP_LINK_INVALID);
  }
  const user = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_FIRST_ADMIN})`);
    const db = tx as unknown as Db;
    if (await hasAdmin(db)) throw new AppError('conflict', ADMIN_EXISTS);
    if (await findUserByLogin(db, body.username))
      throw new AppError('conflict', 'Ya existe una cuenta con ese usuario');
    return createAdmin(db, { username: body.username, email: body.email, password: body.password });
  });
  return sessionFor(deps.tokens, user);
}
