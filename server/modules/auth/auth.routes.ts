import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema, loginSchema, logoutResponseSchema } from '#shared/schemas/auth.ts';
import { errorBodySchema } from '#shared/errors.ts';
import { passwordChangeResponseSchema, passwordChangeSchema } from '#shared/schemas/user.ts';
import { unauthorized } from '../../errors.ts';
import type { AuthService } from './auth.service.ts';
import { deviceCookieHeader, readDeviceCookie } from './device-cookie.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** The device cookie gets `Secure` when the site is served over HTTPS (PUBLIC_URL). */
  secureCookies: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, secureCookies }) => {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: loginSchema,
        response: {
          200: loginResponseSchema,
          400: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { answer, deviceToken } = await auth.login(request.body, {
        ip: request.ip,
        deviceToken: readDeviceCookie(request.headers.cookie),
      });
      reply.header('set-cookie', deviceCookieHeader(deviceToken, secureCookies));
      return answer;
    },
  );

  // A mutation like any other: the guard has checked the token and put its admin on the request.
  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs out: the token this is called with stops working',
        security: [{ token: [] }],
        response: { 200: logoutResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      if (!request.admin) throw unauthorized();
      await auth.logout(request.admin);
      return { message: 'success' as const, status: 200 as const };
    },
  );

  // The signed-in admin's own password. Answers 400 (not 401) for a wrong current password, so a
  // typo does not sign the admin out; 429 and 503 as a sign-in would.
  app.post(
    '/api/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: "Changes the signed-in admin's password; the account's other sessions end, this one gets a new token",
        security: [{ token: [] }],
        body: passwordChangeSchema,
        response: {
          200: passwordChangeResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (!request.admin) throw unauthorized();
      const token = await auth.changePassword(request.admin, request.body, {
        ip: request.ip,
        deviceToken: readDeviceCookie(request.headers.cookie),
      });
      return { message: 'success' as const, status: 200 as const, token };
    },
  );
};
