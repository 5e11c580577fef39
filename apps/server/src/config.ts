import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FirstAdminRequestSchema } from '@mayorista/shared/first-admin';
import { z } from 'zod';

/** ORDER_RATE_LIMIT unset: a limit no real buyer meets, that stops a loop (issue 26 item 23). */
export const DEFAULT_ORDER_RATE_LIMIT = 30;

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
  ORDER_RATE_LIMIT: z.coerce.number().int().positive().default(DEFAULT_ORDER_RATE_LIMIT),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]+\/?$/, { message: 'PUBLIC_URL debe ser https://dominio (sin ruta)' })
    .optional(),
  DOLLAR_API_URL: z
    .string()
    .regex(/^https?:\/\//, { message: 'DOLLAR_API_URL debe empezar con http:// o https://' })
    .default('https://dolarapi.com/v1/dolares'),
  JOBS: z.enum(['on', 'off']).default('on'),
  PUBLIC_PRICES: z.enum(['true', 'false']).default('false'),
  EXTERNAL_API_URL: z.string().url({ message: 'EXTERNAL_API_URL debe ser una URL' }).optional(),
  SUPPLIER_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'REDIS_URL debe empezar con redis:// o rediss://' })
    .optional(),
  S3_ENDPOINT: z.string().url({ message: 'S3_ENDPOINT debe ser una URL' }).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url({ message: 'S3_PUBLIC_URL debe ser una URL' }).optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  MP_ACCESS_TOKEN: z.string().optional(),
  MP_WEBHOOK_SECRET: z.string().optional(),
  MP_API_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { message: 'MP_API_URL debe empezar con http:// o https://' })
    .default('https://api.mercadopago.com'),
  PAYMENT_PENDING_HOURS: z.coerce
    .number({ message: 'PAYMENT_PENDING_HOURS debe ser un número de horas' })
    .positive({ message: 'PAYMENT_PENDING_HOURS debe ser mayor a 0' })
    .max(24 * 30, { message: 'PAYMENT_PENDING_HOURS no puede pasar de 720 (30 días)' })
    .default(48),
  ARCA_CERT: z.string().optional(),
  ARCA_KEY: z.string().optional(),
  ARCA_WSAA_URL: z.string().url({ message: 'ARCA_WSAA_URL debe ser una URL' }).optional(),
  ARCA_WSFE_URL: z.string().url({ message: 'ARCA_WSFE_URL debe ser una URL' }).optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, { message: 'METRICS_TOKEN debe tener al menos 16 caracteres' })
    .optional(),
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
  /** Orders, and checkout starts, per buyer per 10 minutes (ORDER_RATE_LIMIT; issue 26 item 23). */
  orderRateLimit?: number;
  /** The store's address for links in e-mails (PUBLIC_URL); never taken from a request's Host. */
  siteUrl?: string;
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
  /** Minutes between two scheduled supplier stock syncs (SUPPLIER_SYNC_MINUTES, default 60). */
  supplierSyncMinutes?: number;
  /** Shared rate limits, lockout and caches (issue 14); in process when unset. */
  redisUrl?: string;
  /** Object storage for uploads (issue 14); the local disk when unset. */
  s3?: {
    endpoint?: string;
    bucket: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    /** Base URL the browser loads objects from (bucket URL or CDN), without a trailing slash. */
    publicUrl: string;
  };
  /**
   * The ARCA certificate and private key: paths of files on this server (ARCA_CERT, ARCA_KEY), never
   * uploaded, logged or answered (issue 31). Without both files documents are test documents.
   */
  arcaCert?: string;
  arcaKey?: string;
  /**
   * ARCA's WSAA and WSFEv1 addresses instead of those of the fiscal settings' environment
   * (ARCA_WSAA_URL, ARCA_WSFE_URL): the local double of `npm run dev:arca`, or a proxy.
   */
  arcaWsaaUrl?: string;
  arcaWsfeUrl?: string;
  /** Timeout of one call to ARCA (20 s; tests shorten it). */
  arcaTimeoutMs?: number;
  /**
   * Mercado Pago (issue 30, decision 054): set only with MP_ACCESS_TOKEN; without it the store is cash
   * only. The token and the webhook secret never reach a log line, an answer or the browser.
   */
  mercadoPago?: {
    accessToken: string;
    webhookSecret: string;
    /** The API's base URL (MP_API_URL): Mercado Pago's, or the local double's. */
    apiUrl: string;
    /** Timeout of one call (10 s; tests shorten it). */
    timeoutMs?: number;
  };
  /** Hours an online order waits for its payment before it is cancelled (PAYMENT_PENDING_HOURS, 48). */
  paymentPendingHours?: number;
  /** /metrics answers only requests carrying this token (Authorization: Bearer); closed when unset. */
  metricsToken?: string;
  /**
   * The demo catalogue and its accounts with known passwords (DOMAIN "Production start"): seeded
   * unless NODE_ENV=production, where only SEED_DEMO=true seeds them. Unset: not seeded.
   */
  seedDemo?: boolean;
  /** The first admin of a production store (ADMIN_USERNAME/ADMIN_PASSWORD), made when it has none. */
  firstAdmin?: { username: string; password: string; email: string };
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
    orderRateLimit: values.ORDER_RATE_LIMIT,
    siteUrl: values.PUBLIC_URL?.replace(/\/$/, ''),
    trustProxy: values.TRUST_PROXY === 'true',
    dollarApiUrl: values.DOLLAR_API_URL,
    jobs: values.JOBS === 'on',
    publicPrices: values.PUBLIC_PRICES === 'true',
    externalApiUrl: values.EXTERNAL_API_URL || undefined,
    supplierSyncMinutes: values.SUPPLIER_SYNC_MINUTES,
    redisUrl: values.REDIS_URL || undefined,
    s3: s3Config(values),
    metricsToken: values.METRICS_TOKEN || undefined,
    mercadoPago: mercadoPagoConfig(values),
    paymentPendingHours: values.PAYMENT_PENDING_HOURS,
    arcaCert: values.ARCA_CERT || undefined,
    arcaKey: values.ARCA_KEY || undefined,
    arcaWsaaUrl: values.ARCA_WSAA_URL || undefined,
    arcaWsfeUrl: values.ARCA_WSFE_URL || undefined,
    seedDemo: values.SEED_DEMO ? values.SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
    firstAdmin: firstAdminConfig(values),
  };
}

/** ADMIN_USERNAME and ADMIN_PASSWORD together, with the registration's rules (ADMIN_EMAIL optional). */
function firstAdminConfig(values: z.infer<typeof EnvSchema>): Config['firstAdmin'] {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = values;
  if (!username && !password) return undefined;
  const invalid = (lines: string[]) => new Error(`Configuración inválida:\n${lines.join('\n')}`);
  if (!username || !password) throw invalid(['ADMIN_USERNAME y ADMIN_PASSWORD: se definen las dos juntas']);
  const email = values.ADMIN_EMAIL || `${username}@localhost.localdomain`;
  const parsed = FirstAdminRequestSchema.omit({ token: true }).safeParse({ username, password, email });
  if (parsed.success) return parsed.data;
  const names: Record<string, string> = {
    username: 'ADMIN_USERNAME',
    password: 'ADMIN_PASSWORD',
    email: 'ADMIN_EMAIL',
  };
  throw invalid(parsed.error.issues.map((issue) => `${names[String(issue.path[0])]}: ${issue.message}`));
}

/** MP_ACCESS_TOKEN turns online payment on; the webhook's secret must come with it (else no webhook verifies). */
function mercadoPagoConfig(values: z.infer<typeof EnvSchema>): Config['mercadoPago'] {
  const accessToken = values.MP_ACCESS_TOKEN?.trim();
  if (!accessToken) return undefined;
  const webhookSecret = values.MP_WEBHOOK_SECRET?.trim();
  if (!webhookSecret)
    throw new Error(
      'Configuración inválida:\nMP_WEBHOOK_SECRET: requerida cuando MP_ACCESS_TOKEN está definida',
    );
  return { accessToken, webhookSecret, apiUrl: values.MP_API_URL.replace(/\/+$/, '') };
}

function s3Config(values: z.infer<typeof EnvSchema>): Config['s3'] {
  if (!values.S3_BUCKET) return undefined;
  const publicUrl =
    values.S3_PUBLIC_URL ??
    (values.S3_ENDPOINT ? `${values.S3_ENDPOINT.replace(/\/$/, '')}/${values.S3_BUCKET}` : undefined);
  if (!publicUrl) {
    throw new Error(
      'Configuración inválida:\nS3_PUBLIC_URL: requerida cuando S3_BUCKET no tiene S3_ENDPOINT',
    );
  }
  return {
    endpoint: values.S3_ENDPOINT,
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    accessKeyId: values.S3_ACCESS_KEY_ID,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY,
    publicUrl: publicUrl.replace(/\/$/, ''),
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
