import { z } from 'zod';
import { socialNetworks } from '#shared/schemas/settings.ts';
import { toFormData } from '#web/components/admin/form/form-data.ts';
import { api, type SendOptions, withFieldsRenamed } from '#web/lib/api-client.ts';
import type { SettingsFormValues } from './settings-form-schema.ts';

/** POST /api/settings/update (DESIGN.md section 11): multipart, the whole form at once. */
export const settingsApi = {
  update: (values: SettingsFormValues, send: SendOptions) => {
    const social = socialNetworks.flatMap((network) => (values.social[network] ? [{ network, url: values.social[network] }] : []));
    const parts = toFormData({
      companyName: values.companyName,
      description: values.description,
      offices: JSON.stringify(values.offices),
      social: JSON.stringify(social),
      logo: values.logo,
      logoAlt: values.logoAlt,
      removeLogo: !values.logo && values.logoMode === 'remove' ? 'true' : undefined,
      shareImage: values.shareImage,
      shareImageAlt: values.shareImageAlt,
      removeShareImage: !values.shareImage && values.shareMode === 'remove' ? 'true' : undefined,
    });
    // The server names a link by its place in the list sent (`social.1.url`), the form by its network.
    return api
      .post('/api/settings/update', parts, z.object({ status: z.literal(200) }), send)
      .catch(withFieldsRenamed((field) => socialField(field, social) ?? field));
  },
};

function socialField(field: string, sent: readonly { network: string }[]): string | undefined {
  const place = /^social\.(\d+)(\.|$)/.exec(field)?.[1];
  const link = place === undefined ? undefined : sent[Number(place)];
  return link && `social.${link.network}`;
}
