import type {
  MessageResponse,
  RegisterInput,
  RegisterResponse,
  ResendVerificationInput,
  VerificationCodeInput,
  VerifyEmailResponse,
} from '@mayorista/shared/accounts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, fieldErrors } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { getSiteConfig } from '../settings/settings.service.ts';
import type { AccountDeps } from './auth.deps.ts';
import {
  duplicateFieldErrors,
  duplicateFromError,
  findDuplicates,
  sessionFor,
  type UserRow,
} from './auth.service.ts';
import { customerColumns } from './customer-fields.ts';
import {
  CODE_TTL_MINUTES,
  codeEmailText,
  consumeEmailCode,
  INVALID_CODE_MESSAGE,
  issueEmailCode,
} from './email-codes.service.ts';
import { consumeInvitationCode, INVALID_INVITATION } from './invitations.service.ts';

export const RESEND_MESSAGE =
  'Si el email está registrado y pendiente de verificación, te enviamos un nuevo código.';

/** The address that receives store notices: STORE_NOTIFY_EMAIL, else the store's contact e-mail. */
export async function storeInbox(deps: Pick<AccountDeps, 'db' | 'config'>): Promise<string> {
  return deps.config.storeNotifyEmail ?? (await getSiteConfig(deps.db)).contactEmail;
}

async function sendVerificationCode(deps: AccountDeps, user: { id: number; email: string }) {
  const code = await issueEmailCode(deps.db, deps.config.jwtSecret, {
    userId: user.id,
    purpose: 'verify_email',
    email: user.email,
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Código de verificación de tu cuenta',
    text: codeEmailText({ code, intro: 'Gracias por registrarte. Usa este código para verificar tu email.' }),
    kind: 'verification_code',
  });
}

/**
 * Creates an unverified, inactive account and e-mails a verification code. An invitation code is
 * checked and one of its uses taken in the same transaction as the insert.
 */
export async function registerUser(deps: AccountDeps, input: RegisterInput): Promise<RegisterResponse> {
  const duplicates = await findDuplicates(deps.db, { email: input.email, username: input.username });
  if (duplicates.email || duplicates.username) throw fieldErrors(duplicateFieldErrors(duplicates));
  const passwordHash = await hashPassword(input.password);
  const invitation = input.invitation_code || null;
  let user: UserRow;
  try {
    user = await deps.db.transaction(async (tx) => {
      const invitationCodeId = invitation ? await consumeInvitationCode(tx, invitation) : null;
      if (invitation && invitationCodeId === null)
        throw fieldErrors({ invitation_code: [INVALID_INVITATION] });
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          ...customerColumns(input, 'empty'),
          isActive: false,
          emailVerified: false,
          invitationCodeId,
        })
        .returning();
      return created;
    });
  } catch (error) {
    const duplicate = duplicateFromError(error);
    if (duplicate) throw fieldErrors(duplicateFieldErrors(duplicate));
    throw error;
  }
  await sendVerificationCode(deps, user);
  return {
    message: `Registro exitoso. Te enviamos un código de verificación a ${user.email} (vence en ${CODE_TTL_MINUTES} minutos).`,
    email: user.email,
    user_id: user.id,
  };
}

async function findUnverified(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        eq(users.emailVerified, false),
        eq(users.isStaff, false),
      ),
    );
  return user;
}

/**
 * Confirms the registration e-mail. An account registered with an invitation becomes active and is
 * logged in at once; any other waits for an admin.
 */
export async function verifyEmail(
  deps: AccountDeps,
  input: VerificationCodeInput,
): Promise<VerifyEmailResponse> {
  const user = await findUnverified(deps.db, input.email);
  if (!user) throw new AppError('invalid', INVALID_CODE_MESSAGE);
  await consumeEmailCode(deps.db, deps.config.jwtSecret, {
    userId: user.id,
    purpose: 'verify_email',
    code: input.code,
    email: input.email,
  });
  const isActive = user.isActive || user.invitationCodeId !== null;
  const [verified] = await deps.db
    .update(users)
    .set({ emailVerified: true, isActive })
    .where(eq(users.id, user.id))
    .returning();
  if (isActive) {
    return {
      message: 'Email verificado correctamente. ¡Bienvenido!',
      ...(await sessionFor(deps.tokens, verified)),
      is_active: true,
    };
  }
  await deps.mailer.send({
    to: await storeInbox(deps),
    subject: `Nueva cuenta pendiente de aprobación: ${verified.username}`,
    text: [
      'Una cuenta nueva verificó su email y espera aprobación.',
      `Usuario: ${verified.username}`,
      `Email: ${verified.email}`,
      `Negocio: ${verified.businessName}`,
      `Teléfono: ${verified.phoneNumber}`,
      '',
      'Apruébala o recházala en /configuracion/aprobar-cuentas.',
    ].join('\n'),
    kind: 'pending_account_notice',
  });
  return {
    message:
      'Email verificado correctamente. Tu cuenta está en espera de aprobación por parte de un administrador. Te avisaremos por email cuando esté activa.',
    is_active: false,
    user_id: verified.id,
    username: verified.username,
    email: verified.email,
  };
}

/** Sends a new code (the old one stops working). Answers the same whether or not the e-mail exists. */
export async function resendVerification(
  deps: AccountDeps,
  input: ResendVerificationInput,
): Promise<MessageResponse> {
  const user = await findUnverified(deps.db, input.email);
  if (user) await sendVerificationCode(deps, user);
  return { message: RESEND_MESSAGE };
}
