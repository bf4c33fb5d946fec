import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema, loginSchema } from '#shared/schemas/auth.ts';
import { errorBodySchema } from '#shared/errors.ts';
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
};
