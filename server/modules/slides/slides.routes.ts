import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slideFormSchema, slideSchema } from '#shared/schemas/slide.ts';
import { addFormRoute, removeRoute, updateFormRoute } from '../../http/form-routes.ts';
import { onlyGiven, parseWith } from '../../http/validate.ts';
import type { SlideImageChange, SlidesService } from './slides.service.ts';

export const slidesRoutes: FastifyPluginAsyncZod<{ slides: SlidesService }> = async (app, { slides }) => {
  const tags = ['slides'];
  app.get('/api/slider', { schema: { tags, response: { 200: z.array(slideSchema) } } }, async () => slides.list());
  addFormRoute(app, '/api/slider/add', tags, (form) => slides.add(parseWith(slideFormSchema, form.fields), form.file));
  updateFormRoute(app, '/api/slider/update/:id', tags, (id, form) => {
    // A file replaces the image; an empty `image` field means "change" without a file (refused).
    const image: SlideImageChange =
      form.file || form.fields.image === '' || form.fields.image === 'null'
        ? { kind: 'replace', data: form.file }
        : { kind: 'keep' };
    return slides.update(id, onlyGiven(parseWith(slideFormSchema, form.fields), form.fields), image);
  });
  removeRoute(app, '/api/slider/remove/:id', tags, (id) => slides.remove(id));
};
