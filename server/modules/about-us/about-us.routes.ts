import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { aboutUsFormSchema, aboutUsSchema, type AboutUs, type AboutUsForm } from '#shared/schemas/about-us.ts';
import { adminOnly, refusedWithoutToken } from '../../http/form-routes.ts';
import { noteItem } from '../../http/request-context.ts';
import type { AboutUsRepository } from './about-us.repository.ts';

/** The about-us texts: one row, always present (the migration creates it). */
export function createAboutUsService(aboutUs: AboutUsRepository, onChange: () => void) {
  return {
    async get(): Promise<AboutUs> {
      const { text, textExtra } = await aboutUs.get();
      return [{ text, text_extra: textExtra }];
    },
    async update(form: AboutUsForm): Promise<void> {
      await aboutUs.update(form.text, form.text_extra);
      noteItem({ kind: 'about us', itemId: null, caption: 'About us' });
      onChange();
    },
  };
}
export type AboutUsService = ReturnType<typeof createAboutUsService>;

export const aboutUsRoutes: FastifyPluginAsyncZod<{ aboutUs: AboutUsService }> = async (app, { aboutUs }) => {
  const tags = ['about us'];
  app.get('/api/about_us', { schema: { tags, response: { 200: aboutUsSchema } } }, async () => aboutUs.get());
  app.post(
    '/api/about_us/update',
    {
      schema: {
        tags,
        ...adminOnly,
        body: aboutUsFormSchema,
        response: { 200: z.object({ status: z.literal(200) }), 400: errorBodySchema, ...refusedWithoutToken },
      },
    },
    async (request) => {
      await aboutUs.update(request.body);
      return { status: 200 as const };
    },
  );
};
