import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
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
