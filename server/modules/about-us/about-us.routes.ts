import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.ts';
import { aboutUsFormSchema, aboutUsSchema, type AboutUs, type AboutUsForm } from '#shared/schemas/about-us.ts';
import type { Db } from '../../db/database.ts';
import { adminOnly, refusedWithoutToken } from '../../http/form-routes.ts';

/** The about-us texts: one row, always present (the migration creates it). */
export function createAboutUsService(db: Db, onChange: () => void) {
  return {
    async get(): Promise<AboutUs> {
      const row = await db.selectFrom('aboutUs').select(['text', 'textExtra']).where('id', '=', 1).executeTakeFirst();
      return [{ text: row?.text ?? '', text_extra: row?.textExtra ?? '' }];
    },
    async update(form: AboutUsForm): Promise<void> {
      await db.updateTable('aboutUs').set({ text: form.text, textExtra: form.text_extra }).where('id', '=', 1).execute();
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
