import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slideFormSchema, slideSchema } from '#shared/schemas/slide.ts';
import { optionalUpload, uploadSchema } from '../../http/form.ts';
import { addFormRoute, removeRoute, updateFormRoute } from '../../http/form-routes.ts';
import { onlyGiven } from '../../http/validate.ts';
import { orderRoute } from '../../http/order-route.ts';
import type { SlideImageChange, SlidesService } from './slides.service.ts';

export const slidesRoutes: FastifyPluginAsyncZod<{ slides: SlidesService }> = async (app, { slides }) => {
  const tags = ['slides'];
  app.get('/api/slider', { schema: { tags, response: { 200: z.array(slideSchema) } } }, async () => slides.list());
  addFormRoute(app, '/api/slider/add', tags, slideFormSchema.extend({ image: optionalUpload }), ({ image, ...form }) =>
    slides.add(form, image),
  );
  // `image`: a file replaces the image; the text '' or 'null' means "change" without a file (refused).
  const updateBody = slideFormSchema.extend({ image: z.union([uploadSchema, z.string()]).optional() });
  updateFormRoute(app, '/api/slider/update/:id', tags, updateBody, (id, { image, ...form }, given) => {
    const change: SlideImageChange =
      typeof image === 'object' ? { kind: 'replace', data: image } : image === '' || image === 'null' ? { kind: 'replace', data: null } : { kind: 'keep' };
    return slides.update(id, onlyGiven(form, given), change);
  });
  removeRoute(app, '/api/slider/remove/:id', tags, (id) => slides.remove(id));
  // The saved order: the admin list's and the home page's without JavaScript (the slider shuffles it).
  orderRoute(app, '/api/slider/order', tags, (ids) => slides.order(ids));
};
