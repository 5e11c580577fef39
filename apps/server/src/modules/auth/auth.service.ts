import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { TokenService } from '../../lib/tokens.ts';

export const PENDING_APPROVAL_MESSAGE =
  'Tu cuenta está en espera de aprobación por parte de un administrador. Te avisaremos por email cuando esté activa.';
const BAD_CREDENTIALS = 'Usuario o contraseña incorrectos';

type UserRow = typeof users.$inferSelect;

let dummyHash: Promise<string> | null = null;

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)))
    .limit(1);
  return user;
}

export async function login(db: Db, tokens: TokenService, input: { username: string; password: string }) {
  const user = await findUserByLogin(db, input.username);
  if (!user) {
    dummyHash ??= hashPassword('mayorista-timing-guard');
    await verifyPassword(input.password, await dummyHash);
    throw new AppError('invalid', BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(input.password, user.passwordHash)))
    throw new AppError('invalid', BAD_CREDENTIALS);
  if (!user.emailVerified) {
    throw new AppError('forbidden', 'Debes verificar tu email antes de iniciar sesión.', {
      code: 'email_not_verified',
    });
  }
  if (!user.isActive) throw new AppError('forbidden', PENDING_APPROVAL_MESSAGE, { code: 'pending_approval' });
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
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

export async function getUser(db: Db, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError('not_found', 'Usuario no encontrado');
  return user;
}

export function toProfile(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    dni: user.dni,
    cuit: user.cuit,
    business_name: user.businessName,
    business_address: user.businessAddress,
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
      cuit: '27301234564',
      businessType: 'Grow Shop',
      instagram: 'growshopdelsur',
      isActive: true,
      emailVerified: true,
    });
    created.push('demo');
  }
  return created;
}
