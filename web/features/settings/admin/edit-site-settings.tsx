import { messages } from '#shared/messages.ts';
import { textLimits } from '#shared/limits.ts';
import { socialNetworks, type SocialNetwork } from '#shared/schemas/settings.ts';
import { ChoiceField } from '#web/components/admin/form/fields/choice-field.tsx';
import { ImageField } from '#web/components/admin/form/fields/image-field.tsx';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { useSiteSettings } from '#web/lib/site-settings.ts';
import { OfficeFields } from './office-fields.tsx';
import { settingsApi } from './settings-api.ts';
import { settingsFormDefaults, settingsFormSchema } from './settings-form-schema.ts';
import styles from './settings-editor.module.css';

const networkLabels: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

/** The site settings editor: company, logo, description, share image, offices, social links. */
export function EditSiteSettings() {
  const settings = useSiteSettings();
  return (
    <FormModal
      title="Site settings"
      description="What every page shows: the company, its logo, offices and links."
      trigger={<AdminButton kind="edit">Site settings</AdminButton>}
      schema={settingsFormSchema}
      defaultValues={settingsFormDefaults(settings)}
      success={messages.notify.edited}
      submit={(values, send) => settingsApi.update(values, send)}
    >
      {(form) => {
        const { control } = form;
        return (
          <>
            <section className={styles.section} aria-labelledby="settings-company">
              <h3 id="settings-company" className={styles.heading}>
                Company
              </h3>
              <TextField control={control} name="companyName" label="Company name" maxLength={textLimits.companyName} />
              <TextField
                control={control}
                name="description"
                label="Description"
                rows={3}
                hint="The pages' default description for search engines and link previews."
                maxLength={textLimits.siteDescription}
              />
              <ImageField
                control={control}
                name="logo"
                label="Logo"
                policy="logo"
                shape="logo"
                current={settings.logo?.image ?? null}
                hint="SVG or PNG, shown 36 px tall in the header. Without one the header shows the company name."
              />
              {settings.logo && (
                <ChoiceField
                  control={control}
                  name="logoMode"
                  label="Header"
                  options={[
                    { value: 'keep', label: 'Show the logo' },
                    { value: 'remove', label: 'Remove it: show the name' },
                  ]}
                />
              )}
              <TextField
                control={control}
                name="logoAlt"
                label="Logo alt text"
                hint="Read out instead of the logo; empty: the company name."
                maxLength={textLimits.alt}
              />
              <ImageField
                control={control}
                name="shareImage"
                label="Share image"
                policy="strict"
                current={settings.shareImage?.image ?? null}
                hint="JPEG or PNG, about 1200 × 630: the picture of a link preview when a page has none of its own."
              />
              {settings.shareImage && (
                <ChoiceField
                  control={control}
                  name="shareMode"
                  label="Share image"
                  options={[
                    { value: 'keep', label: 'Keep it' },
                    { value: 'remove', label: 'Remove it' },
                  ]}
                />
              )}
              <TextField control={control} name="shareImageAlt" label="Share image alt text" maxLength={textLimits.alt} />
            </section>
            <OfficeFields form={form} />
            <section className={styles.section} aria-labelledby="settings-social">
              <h3 id="settings-social" className={styles.heading}>
                Social links
              </h3>
              <p className={styles.note}>An https:// address per network; leave one empty to hide its icon.</p>
              {socialNetworks.map((network) => (
                <TextField
                  key={network}
                  control={control}
                  name={`social.${network}`}
                  label={networkLabels[network]}
                  type="url"
                  placeholder="https://"
                  maxLength={textLimits.url}
                />
              ))}
            </section>
          </>
        );
      }}
    </FormModal>
  );
}
