import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { settingsUpdateSchema, siteSettingsSchema } from '#shared/schemas/settings.ts';
import { optionalUpload } from '../../http/form.ts';
import { formRoute } from '../../http/form-routes.ts';
import { settingsFilePolicies, type SiteSettingsService } from './site-settings.service.ts';

export const siteSettingsRoutes: FastifyPluginAsyncZod<{ siteSettings: SiteSettingsService }> = async (app, { siteSettings }) => {
  const tags = ['settings'];
  app.get('/api/settings', { schema: { tags, response: { 200: siteSettingsSchema } } }, async () => siteSettings.get());
  formRoute(
    app,
    '/api/settings/update',
    {
      tags,
      body: settingsUpdateSchema.extend({ logo: optionalUpload, shareImage: optionalUpload }),
      response: z.object({ status: z.literal(200) }),
      options: { files: { logo: { policy: settingsFilePolicies.logo }, shareImage: { policy: settingsFilePolicies.shareImage } } },
    },
    async ({ logo, shareImage, ...form }) => {
      await siteSettings.update(form, { logo: logo ?? null, shareImage: shareImage ?? null });
      return { status: 200 as const };
    },
  );
};
