import {
  LOGIN_LINK_PATH,
  type LoginLinkRequest,
  type LoginResponse,
  type MessageResponse,
} from '@mayorista/shared/accounts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccountDeps } from './auth.deps.ts';
import { findUserByLogin, getUser, PENDING_APPROVAL_MESSAGE, sessionFor } from './auth.service.ts';
import { consumeLoginToken, issueLoginToken, LOGIN_LINK_TTL_MINUTES } from './email-codes.service.ts';
import { addressKey, type LoginGuard } from './login-throttle.ts';

export const LOGIN_LINK_SENT = `Si la cuenta existe y tiene un email verificado, te enviamos un enlace para ingresar. Vence en ${LOGIN_LINK_TTL_MINUTES} minutos.`;
export const LOGIN_LINK_INVALID = 'El enlace para ingresar no es válido o ya venció. Pide uno nuevo.';

type LinkDeps = AccountDeps & { guard: LoginGuard };

/**
 * E-mails a one-time sign-in link to the account's verified address (docs/decisions/042): the
 * owner's way in while strangers keep its login locked. The same answer whether or not the account
 * exists; at most `accountLinks` links per account in a window, whoever asks.
 */
export async function sendLoginLink(deps: LinkDeps, input: LoginLinkRequest): Promise<MessageResponse> {
  const user = await findUserByLogin(deps.db, input.username);
  if (!user?.emailVerified || !user.isActive || !(await deps.guard.allowLoginLink(user.id))) {
    return { message: LOGIN_LINK_SENT };
  }
  const token = await issueLoginToken(deps.db, deps.config.jwtSecret, { userId: user.id, email: user.email });
  const site = deps.config.siteUrl ?? `http://localhost:${deps.config.port}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Tu enlace para ingresar',
    text: [
      `Hola ${user.firstName || user.username}:`,
      '',
      'Pediste un enlace para ingresar a tu cuenta sin contraseña. Ábrelo en el dispositivo donde quieres ingresar:',
      '',
      `${site}${LOGIN_LINK_PATH}#${token}`,
      '',
      `Sirve una sola vez y vence en ${LOGIN_LINK_TTL_MINUTES} minutos. Si no lo pediste, ignora este mensaje: nadie puede usarlo sin acceso a tu email.`,
    ].join('\n'),
    kind: 'login_link',
  });
  return { message: LOGIN_LINK_SENT };
}

/**
 * Signs in with an e-mailed link, even while the login lock holds: the token is spent, the address
 * becomes known to the account and the strangers' lock is lifted. The account must still have the
 * address the link was sent to, verified, and be approved.
 */
export async function loginWithLink(deps: LinkDeps, token: string, ip: string): Promise<LoginResponse> {
  const spent = await consumeLoginToken(deps.db, deps.config.jwtSecret, token);
  if (!spent) throw new AppError('invalid', LOGIN_LINK_INVALID);
  const user = await getUser(deps.db, spent.userId);
  if (!user.emailVerified || user.email.toLowerCase() !== spent.email)
    throw new AppError('invalid', LOGIN_LINK_INVALID);
  if (!user.isActive) throw new AppError('forbidden', PENDING_APPROVAL_MESSAGE, { code: 'pending_approval' });
  await deps.guard.signedInByLink({
    address: addressKey(ip),
    user: { id: user.id, username: user.username },
    name: user.username,
  });
  await deps.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
  return sessionFor(deps.tokens, user);
}
