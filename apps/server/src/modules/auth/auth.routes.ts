import {
  AccountActionResponseSchema,
  LoginLinkRequestSchema,
  LoginLinkVerifySchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  VerifyAdminResponseSchema,
} from '@mayorista/shared/accounts';
import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import type { PriceListSummary } from '@mayorista/shared/price-lists';
import type { AppInstance } from '../../app-instance.ts';
import type { Db } from '../../db/client.ts';
import { accountDeps } from './auth.deps.ts';
import { getUser, login, toProfile, unlockLogin } from './auth.service.ts';
import { loginWithLink, sendLoginLink } from './login-link.service.ts';
import { addressKey } from './login-throttle.ts';

/** Rate-limit key of a body naming an account: per address and typed name, like the login. */
const addressAndName = (prefix: string) => (request: { ip: string; body?: unknown }) => {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
  return `${prefix}:${addressKey(request.ip)}:${username}`;
};

const tags = ['auth'];

/**
 * The list a buyer buys with, as /auth/me/ answers it: the pricing module's, handed in by app.ts
 * (auth does not import pricing: customers.service.ts says why).
 */
export type BuyerPriceList = (db: Db, listId: number | null) => Promise<PriceListSummary>;

export async function authRoutes(app: AppInstance, { buyerPriceList }: { buyerPriceList: BuyerPriceList }) {
  const deps = { db: app.db, tokens: app.tokens, guard: app.loginGuard };

  app.post(
    '/auth/login/',
    {
      config: {
        changes: [],
        role: 'public',
        rateLimit: {
          max: app.config.loginRateLimit,
          timeWindow: '1 minute',
          // After body parsing, so the key really holds the username (per address and user).
          hook: 'preHandler',
          keyGenerator: addressAndName('login'),
        },
      },
      schema: {
        tags,
        summary: 'Iniciar sesión (usuario o email y contraseña)',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errorResponses },
      },
    },
    async (request) => login(deps, request.body, request.ip),
  );

  const linkDeps = { ...accountDeps(app), guard: app.loginGuard };
  app.post(
    '/auth/login-link/',
    {
      config: {
        changes: [],
        role: 'public',
        rateLimit: {
          max: 5,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: addressAndName('link'),
        },
      },
      schema: {
        tags,
        summary:
          'Enviar un enlace para ingresar sin contraseña al email verificado de la cuenta (sirve aunque el inicio de sesión esté bloqueado)',
        body: LoginLinkRequestSchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => sendLoginLink(linkDeps, request.body),
  );

  app.post(
    '/auth/login-link/verify/',
    {
      config: { role: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' }, changes: [] },
      schema: {
        tags,
        summary: 'Ingresar con el enlace enviado por email (una sola vez, vence en 15 minutos)',
        body: LoginLinkVerifySchema,
        response: { 200: LoginResponseSchema, ...errorResponses },
      },
    },
    async (request) => loginWithLink(linkDeps, request.body.token, request.ip),
  );

  app.get(
    '/auth/verify-admin/',
    {
      config: { role: 'user' },
      schema: {
        tags,
        summary: 'Verifica si la sesión es de un administrador',
        response: { 200: VerifyAdminResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ is_admin: request.viewer!.isStaff, username: request.viewer!.username }),
  );

  for (const url of ['/auth/me/', '/auth/profile/']) {
    app.get(
      url,
      {
        config: { role: 'user' },
        schema: {
          tags,
          summary: 'Datos del usuario actual (un comprador, con su lista de precios)',
          response: { 200: MeResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const user = await getUser(app.db, request.viewer!.userId);
        const priceList = user.isStaff ? null : await buyerPriceList(app.db, user.priceListId);
        return { ...toProfile(user), price_list: priceList };
      },
    );
  }

  app.post(
    '/auth/customers/:id/unlock/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags: ['clientes'],
        summary:
          'Levantar los bloqueos de inicio de sesión de una cuenta (por intentos fallidos); cualquier cuenta',
        params: IdParamSchema,
        response: { 200: AccountActionResponseSchema, ...errorResponses },
      },
    },
    async (request) => unlockLogin(deps, request.viewer!.userId, request.params.id),
  );
}
