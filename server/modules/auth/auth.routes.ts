import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema, loginSchema, logoutResponseSchema } from '#shared/schemas/auth.ts';
import { errorBodySchema } from '#shared/errors.ts';
import { unauthorized } from '../../errors.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: loginSchema,
        response: { 200: loginResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => auth.login(request.body, request.ip),
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
};
