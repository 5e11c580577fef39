import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { emailCodes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
export const INVALID_CODE_MESSAGE = 'Código inválido o expirado';

export type CodePurpose = 'verify_email' | 'email_change';

/** A uniformly random 6-digit code. */
export const generateCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Only an HMAC of the code is stored (keyed by the server secret, bound to user, purpose and e-mail). */
function hashCode(
  secret: string,
  parts: { userId: number; purpose: CodePurpose; email: string; code: string },
) {
  return createHmac('sha256', secret)
    .update(`${parts.purpose}:${parts.userId}:${parts.email.toLowerCase()}:${parts.code}`)
    .digest('base64url');
}

/**
 * Issues a new code for a user and purpose, replacing any earlier one (it stops working at once).
 * Returns the plain code, to be e-mailed and never stored.
 */
export async function issueEmailCode(
  db: Db,
  secret: string,
  input: { userId: number; purpose: CodePurpose; email: string },
): Promise<string> {
  const code = generateCode();
  const email = input.email.toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .delete(emailCodes)
      .where(
        and(
          eq(emailCodes.userId, input.userId),
          eq(emailCodes.purpose, input.purpose),
          isNull(emailCodes.consumedAt),
        ),
      );
    await tx.insert(emailCodes).values({
      userId: input.userId,
      purpose: input.purpose,
      email,
      codeHash: hashCode(secret, { ...input, email, code }),
      expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
    });
  });
  return code;
}

/**
 * Checks and consumes the user's live code for a purpose. Every check takes one try up front in a
 * single UPDATE, so no more than 5 guesses are ever compared, even concurrently. A wrong, expired,
 * used-up or missing code answers 400 'Código inválido o expirado'. Returns the e-mail the code
 * was sent to.
 */
export async function consumeEmailCode(
  db: Db,
  secret: string,
  input: { userId: number; purpose: CodePurpose; code: string; email?: string },
): Promise<{ email: string }> {
  const [row] = await queryRows<{ id: number; email: string; code_hash: string }>(
    db,
    sql`update email_codes set attempts = attempts + 1
        where id = (
          select id from email_codes
          where user_id = ${input.userId} and purpose = ${input.purpose} and consumed_at is null
          order by id desc limit 1
        )
          and expires_at > now() and attempts < ${CODE_MAX_ATTEMPTS}
        returning id, email, code_hash`,
  );
  if (!row) throw new AppError('invalid', INVALID_CODE_MESSAGE);
  if (input.email && input.email.toLowerCase() !== row.email)
    throw new AppError('invalid', INVALID_CODE_MESSAGE);
  const expected = Buffer.from(row.code_hash);
  const actual = Buffer.from(
    hashCode(secret, { userId: input.userId, purpose: input.purpose, email: row.email, code: input.code }),
  );
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    throw new AppError('invalid', INVALID_CODE_MESSAGE);
  const consumed = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (!consumed.length) throw new AppError('invalid', INVALID_CODE_MESSAGE);
  return { email: row.email };
}

export function codeEmailText(options: { code: string; intro: string }) {
  return [
    options.intro,
    '',
    `Tu código es: ${options.code}`,
    '',
    `Vence en ${CODE_TTL_MINUTES} minutos. Si no lo pediste, ignora este mensaje.`,
  ].join('\n');
}

/** Sign-in links (docs/decisions/042) live as long as codes. */
export const LOGIN_LINK_TTL_MINUTES = CODE_TTL_MINUTES;

const hashLoginToken = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`login_link:${token}`).digest('base64url');

/**
 * Issues a sign-in token for a user's e-mail: 256 random bits, only its HMAC stored, valid
 * `LOGIN_LINK_TTL_MINUTES`. Earlier live tokens keep working (a stranger asking for links cannot
 * spoil the one the owner is about to open); the first one used spends them all.
 */
export async function issueLoginToken(
  db: Db,
  secret: string,
  input: { userId: number; email: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailCodes).values({
    userId: input.userId,
    purpose: 'login_link',
    email: input.email.toLowerCase(),
    codeHash: hashLoginToken(secret, token),
    expiresAt: sql`now() + make_interval(mins => ${LOGIN_LINK_TTL_MINUTES})`,
  });
  return token;
}

/**
 * Spends a sign-in token: one UPDATE finds it live (unused, unexpired) and marks it used, so it
 * works once even under concurrency; the user's other live tokens are spent with it. Null when the
 * token is unknown, used or expired.
 */
export async function consumeLoginToken(
  db: Db,
  secret: string,
  token: string,
): Promise<{ userId: number; email: string } | null> {
  const [row] = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(emailCodes.purpose, 'login_link'),
        eq(emailCodes.codeHash, hashLoginToken(secret, token)),
        isNull(emailCodes.consumedAt),
        sql`${emailCodes.expiresAt} > now()`,
      ),
    )
    .returning({ id: emailCodes.id, userId: emailCodes.userId, email: emailCodes.email });
  if (!row) return null;
  await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(emailCodes.userId, row.userId),
        eq(emailCodes.purpose, 'login_link'),
        isNull(emailCodes.consumedAt),
        ne(emailCodes.id, row.id),
      ),
    );
  return { userId: row.userId, email: row.email };
}
