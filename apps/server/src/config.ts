import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL debe empezar con postgres://' })
    .optional(),
  JWT_SECRET: z.string().min(32, { message: 'JWT_SECRET debe tener al menos 32 caracteres' }).optional(),
  JWT_TTL_HOURS: z.coerce.number().positive().default(24),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Mayorista <no-responder@mayorista.com.ar>'),
  STORE_NOTIFY_EMAIL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  NODE_ENV: z.string().default('production'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  DOLLAR_API_URL: z
    .string()
    .regex(/^https?:\/\//, { message: 'DOLLAR_API_URL debe empezar con http:// o https://' })
    .default('https://dolarapi.com/v1/dolares'),
  JOBS: z.enum(['on', 'off']).default('on'),
  PUBLIC_PRICES: z.enum(['true', 'false']).default('false'),
  EXTERNAL_API_URL: z.string().url({ message: 'EXTERNAL_API_URL debe ser una URL' }).optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  jwtTtlHours: number;
  smtpUrl?: string;
  mailFrom: string;
  storeNotifyEmail?: string;
  logLevel: string;
  webDist?: string;
  loginRateLimit: number;
  /** Honour X-Forwarded-For (only behind a trusted proxy, or rate limits can be dodged). */
  trustProxy: boolean;
  /** The dollar rates service (DOMAIN.md "Dollar rate"); none in tests unless a test serves one. */
  dollarApiUrl?: string;
  /** Timeout of a call to the rates service (10 s; tests shorten it). */
  dollarApiTimeoutMs?: number;
  /** Run the scheduled jobs of lib/jobs.ts (JOBS=off, and tests, leave them off). */
  jobs?: boolean;
  /** Anonymous callers see prices (never cost_price): an instance that plays the supplier (DOMAIN.md). */
  publicPrices?: boolean;
  /** The external supplier's base URL (same product API as this server, no token). */
  externalApiUrl?: string;
  /** Caps every external call's timeout (tests); unset: the §9 timeouts. */
  externalTimeoutMs?: number;
};

/** Reads the environment once. The JWT secret is generated and kept in DATA_DIR when none is given. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET ?? persistedSecret(dataDir),
    jwtTtlHours: values.JWT_TTL_HOURS,
    smtpUrl: values.SMTP_URL || undefined,
    mailFrom: values.MAIL_FROM,
    storeNotifyEmail: values.STORE_NOTIFY_EMAIL,
    logLevel: values.LOG_LEVEL,
    webDist: values.WEB_DIST,
    loginRateLimit: values.LOGIN_RATE_LIMIT,
    trustProxy: values.TRUST_PROXY === 'true',
    dollarApiUrl: values.DOLLAR_API_URL,
    jobs: values.JOBS === 'on',
    publicPrices: values.PUBLIC_PRICES === 'true',
    externalApiUrl: values.EXTERNAL_API_URL || undefined,
  };
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
