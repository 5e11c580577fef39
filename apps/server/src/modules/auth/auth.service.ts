import type { AccountActionResponse, LoginRequest, LoginResponse, Profile } from '@mayorista/shared/accounts';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError } from '../../lib/errors.ts';
import { checkPassword, hashPassword } from '../../lib/passwords.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { customerValues } from './customer-fields.ts';
import { addressKey, type LoginGuard } from './login-throttle.ts';

export const PENDING_APPROVAL_MESSAGE =
  'Tu cuenta está en espera de aprobación por parte de un administrador. Te avisaremos por email cuando esté activa.';
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Debes verificar tu email antes de iniciar sesión. Revisa tu correo o solicita un nuevo código.';
export const DUPLICATE_EMAIL = 'Este email ya está registrado. Por favor usa otro email.';
export const DUPLICATE_USERNAME = 'Este nombre de usuario ya está en uso. Por favor elige otro.';
const BAD_CREDENTIALS = 'Usuario o contraseña incorrectos';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)))
    .limit(1);
  return user;
}

/**
 * Username or e-mail plus password, within the login limits of docs/decisions/008. An unknown name
 * costs the same scrypt work and gets the same answer as a wrong password.
 */
export async function login(
  deps: { db: Db; tokens: TokenService; guard: LoginGuard },
  input: LoginRequest,
  ip: string,
): Promise<LoginResponse> {
  const user = await findUserByLogin(deps.db, input.username);
  const attempt = {
    address: addressKey(ip),
    user: user ? { id: user.id, username: user.username } : null,
    name: input.username,
  };
  const { finish } = await deps.guard.begin(attempt);
  let valid = false;
  try {
    valid = await checkPassword(input.password, user?.passwordHash);
  } finally {
    await finish(valid);
  }
  if (!user || !valid) throw new AppError('invalid', BAD_CREDENTIALS);
  // The right password: the answer names the address, so the login leads on to the code.
  if (!user.emailVerified) {
    throw new AppError('forbidden', EMAIL_NOT_VERIFIED_MESSAGE, {
      code: 'email_not_verified',
      email: user.email,
    });
  }
  if (!user.isActive) throw new AppError('forbidden', PENDING_APPROVAL_MESSAGE, { code: 'pending_approval' });
  await deps.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
  return sessionFor(deps.tokens, user);
}

/** The login answer: a fresh access token plus the account fields the web keeps. */
export async function sessionFor(tokens: TokenService, user: UserRow): Promise<LoginResponse> {
  const access = await tokens.sign({
    userId: user.id,
    isStaff: user.isStaff,
    tokenVersion: user.tokenVersion,
  });
  return {
    access,
    is_staff: user.isStaff,
    username: user.username,
    user_id: user.id,
    is_active: user.isActive,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
  };
}

/** Field errors for an e-mail or username already taken (case-insensitive), by another user. */
export async function findDuplicates(
  db: Db,
  input: { email?: string; username?: string; exceptUserId?: number },
): Promise<{ email?: string; username?: string }> {
  const found: { email?: string; username?: string } = {};
  const conditions = [];
  if (input.email) conditions.push(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
  if (input.username) conditions.push(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
  if (!conditions.length) return found;
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      input.exceptUserId === undefined
        ? or(...conditions)
        : and(or(...conditions), ne(users.id, input.exceptUserId)),
    );
  for (const row of rows) {
    if (input.email && row.email.toLowerCase() === input.email.toLowerCase()) found.email = DUPLICATE_EMAIL;
    if (input.username && row.username.toLowerCase() === input.username.toLowerCase())
      found.username = DUPLICATE_USERNAME;
  }
  return found;
}

/** `{email: [...], username: [...]}` for the 400 body. */
export function duplicateFieldErrors(found: { email?: string; username?: string }): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (found.email) fields.email = [found.email];
  if (found.username) fields.username = [found.username];
  return fields;
}

/** Maps a unique-index violation on users (a race past `findDuplicates`) to its field; else null. */
export function duplicateFromError(error: unknown): { email?: string; username?: string } | null {
  for (let current = error as any, depth = 0; current && depth < 4; current = current.cause, depth++) {
    if (current.code !== '23505') continue;
    const text = `${current.constraint ?? ''} ${current.message ?? ''}`;
    if (text.includes('users_email_lower_idx')) return { email: DUPLICATE_EMAIL };
    if (text.includes('users_username_lower_idx')) return { username: DUPLICATE_USERNAME };
  }
  return null;
}

export async function getUser(db: Db, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError('not_found', 'Usuario no encontrado');
  return user;
}

/** The fields of a user a bearer token is checked against on every request (lib/guards.ts). */
export type TokenAccount = Pick<
  UserRow,
  'id' | 'username' | 'isStaff' | 'isActive' | 'isBlocked' | 'tokenVersion' | 'priceListId'
>;

/**
 * The user behind a token, or null: read for the guard's account cache in lib/ (handed in by app.ts,
 * so that lib/ queries no module's table: decision 047).
 */
export async function findTokenAccount(db: Db, id: number): Promise<TokenAccount | null> {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      isStaff: users.isStaff,
      isActive: users.isActive,
      isBlocked: users.isBlocked,
      tokenVersion: users.tokenVersion,
      priceListId: users.priceListId,
    })
    .from(users)
    .where(eq(users.id, id));
  return user ?? null;
}

export type UserSummary = Pick<UserRow, 'id' | 'username' | 'firstName' | 'lastName' | 'email'>;

/** Name and e-mail of each given user, for other modules' lists (coupon usages, activity log). */
export async function findUserSummaries(db: Db, ids: readonly number[]): Promise<Map<number, UserSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The customer fields of the profile (GET /auth/profile/, /auth/me/). */
const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'phone_number',
  'dni',
  'cuit',
  'iva_condition',
  'business_name',
  'business_address',
] as const;

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    ...customerValues(user, PROFILE_FIELDS),
    is_staff: user.isStaff,
    is_active: user.isActive,
    is_blocked: user.isBlocked,
  };
}

export type NewUser = Partial<typeof users.$inferInsert> & {
  username: string;
  email: string;
  password: string;
};

export async function createUser(db: Db, input: NewUser) {
  const { password, ...rest } = input;
  const [user] = await db
    .insert(users)
    .values({ ...rest, passwordHash: await hashPassword(password) })
    .returning();
  return user;
}

/** Demo accounts of the README: staff `admin` and approved buyer `demo`. Created once. */
export async function ensureDemoUsers(db: Db) {
  const created: string[] = [];
  if (!(await findUserByLogin(db, 'admin'))) {
    await createUser(db, {
      username: 'admin',
      email: 'admin@mayorista.com.ar',
      password: 'admin1234',
      firstName: 'Administración',
      lastName: 'Mayorista',
      isStaff: true,
      isActive: true,
      emailVerified: true,
    });
    created.push('admin');
  }
  if (!(await findUserByLogin(db, 'demo'))) {
    await createUser(db, {
      username: 'demo',
      email: 'demo@growshop-demo.com.ar',
      password: 'demo1234',
      firstName: 'Lucía',
      lastName: 'Fernández',
      businessName: 'Grow Shop del Sur',
      businessAddress: 'Calle 14 1450, Berazategui (1884), Buenos Aires',
      phoneNumber: '1134567890',
      dni: '30123456',
      // A valid CUIT (check digit) and a Responsable Inscripto: the demo buyer gets Factura A.
      cuit: '27301234568',
      ivaCondition: 'responsable_inscripto',
      businessType: 'Grow Shop',
      instagram: 'growshopdelsur',
      isActive: true,
      emailVerified: true,
    });
    created.push('demo');
  }
  return created;
}

/** Staff lift every login lock of an account (docs/decisions/008); the activity log keeps who did. */
export async function unlockLogin(
  deps: { db: Db; guard: LoginGuard },
  actorId: number,
  userId: number,
): Promise<AccountActionResponse> {
  const user = await getUser(deps.db, userId);
  await deps.guard.unlock(user.id);
  await recordActivity(deps.db, {
    userId: actorId,
    action: 'unlock',
    entity: 'user',
    entityId: user.id,
    summary: `Inicio de sesión desbloqueado: ${user.username}`,
  });
  return { message: 'Inicio de sesión desbloqueado correctamente', id: user.id };
}
