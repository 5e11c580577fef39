import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  EmailChangeRequestInput,
  EmailChangeResponse,
  ProfileUpdateInput,
  ProfileUpdateResponse,
} from '@mayorista/shared/accounts';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { AppError, fieldErrors } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AccountDeps } from './auth.deps.ts';
import { duplicateFromError, findDuplicates, getUser, toProfile } from './auth.service.ts';
import { customerColumns, taxProfileChanges } from './customer-fields.ts';
import { codeEmailText, consumeEmailCode, issueEmailCode } from './email-codes.service.ts';

/**
 * PUT /auth/profile/: with `verification_code`, confirms a requested e-mail change; otherwise
 * updates the given personal fields. An e-mail different from the current one is only accepted
 * through the code flow.
 */
export async function updateProfile(
  deps: AccountDeps,
  userId: number,
  input: ProfileUpdateInput,
): Promise<ProfileUpdateResponse> {
  const user = await getUser(deps.db, userId);
  if (input.verification_code !== undefined) {
    if (!input.email) throw fieldErrors({ email: ['El código y el email son requeridos'] });
    const { email } = await consumeEmailCode(deps.db, deps.config.jwtSecret, {
      userId,
      purpose: 'email_change',
      code: input.verification_code,
      email: input.email,
    });
    const duplicates = await findDuplicates(deps.db, { email, exceptUserId: userId });
    if (duplicates.email) throw fieldErrors({ email: [duplicates.email] });
    try {
      const [updated] = await deps.db.update(users).set({ email }).where(eq(users.id, userId)).returning();
      return { ...toProfile(updated), message: 'Email actualizado correctamente' };
    } catch (error) {
      const duplicate = duplicateFromError(error);
      if (duplicate?.email) throw fieldErrors({ email: [duplicate.email] });
      throw error;
    }
  }
  if (input.email !== undefined && input.email !== user.email.toLowerCase()) {
    throw fieldErrors({
      email: ['Para cambiar el email solicita un código de verificación con tu contraseña.'],
    });
  }
  const { cuit, dni, iva_condition, ...rest } = input;
  const changes = {
    ...customerColumns(rest, 'keep'),
    ...taxProfileChanges(user, { cuit, dni, iva_condition }).columns,
  };
  const updated = Object.keys(changes).length
    ? (await deps.db.update(users).set(changes).where(eq(users.id, userId)).returning())[0]
    : user;
  return { ...toProfile(updated), message: 'Perfil actualizado correctamente' };
}

/** Checks the password and e-mails a code to the NEW address. */
export async function requestEmailChange(
  deps: AccountDeps,
  userId: number,
  input: EmailChangeRequestInput,
): Promise<EmailChangeResponse> {
  const user = await getUser(deps.db, userId);
  if (!(await verifyPassword(input.password, user.passwordHash)))
    throw new AppError('invalid', 'Contraseña incorrecta');
  if (input.new_email === user.email.toLowerCase())
    throw fieldErrors({ new_email: ['El nuevo email es igual al actual'] });
  const duplicates = await findDuplicates(deps.db, { email: input.new_email, exceptUserId: userId });
  if (duplicates.email) throw fieldErrors({ new_email: [duplicates.email] });
  const code = await issueEmailCode(deps.db, deps.config.jwtSecret, {
    userId,
    purpose: 'email_change',
    email: input.new_email,
  });
  await deps.mailer.send({
    to: input.new_email,
    subject: 'Código para confirmar tu nuevo email',
    text: codeEmailText({
      code,
      intro: `Pediste cambiar el email de tu cuenta (${user.username}) a esta dirección.`,
    }),
    kind: 'email_change_code',
  });
  return { message: 'Código de verificación enviado al nuevo email', email: input.new_email };
}

/**
 * Changes the password and bumps the token version, so every earlier token stops working; answers a
 * new token for this session.
 */
export async function changePassword(
  deps: AccountDeps,
  userId: number,
  input: ChangePasswordRequest,
): Promise<ChangePasswordResponse> {
  const user = await getUser(deps.db, userId);
  if (!(await verifyPassword(input.old_password, user.passwordHash)))
    throw new AppError('invalid', 'La contraseña actual es incorrecta');
  if (input.old_password === input.new_password)
    throw fieldErrors({ new_password: ['La nueva contraseña debe ser distinta de la actual'] });
  const [updated] = await deps.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.new_password),
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, userId))
    .returning();
  await deps.mailer.send({
    to: updated.email,
    subject: 'Tu contraseña fue cambiada',
    text: `Hola ${updated.firstName || updated.username}, la contraseña de tu cuenta fue cambiada. Si no fuiste tú, contáctanos de inmediato.`,
    kind: 'password_changed',
  });
  const access = await deps.tokens.sign({
    userId: updated.id,
    isStaff: updated.isStaff,
    tokenVersion: updated.tokenVersion,
  });
  return { message: 'Contraseña actualizada correctamente', access };
}
