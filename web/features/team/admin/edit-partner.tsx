import { messages } from '#shared/messages.ts';
import type { Partner } from '#shared/schemas/partner.ts';
import { ImageField } from '#web/components/admin/form/fields/image-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { PartnerFields } from './partner-fields.tsx';
import { partnerEditSchema } from './partner-schemas.ts';
import { teamApi } from './team-api.ts';

/** Edit a partner's name, link and alt text; a new logo file is optional. */
export function EditPartner({ partner, label }: { partner: Partner; label: string }) {
  return (
    <FormModal
      title="Edit partner"
      trigger={
        <AdminButton kind="edit" aria-label={`Edit ${label}`}>
          Edit
        </AdminButton>
      }
      schema={partnerEditSchema}
      defaultValues={{ name: partner.name, url: partner.url, alt: partner.alt, image: null }}
      success={messages.notify.edited}
      // Every text field is sent, '' included, so clearing one clears it.
      submit={(values, send) => teamApi.updatePartner(partner._id, values, send)}
    >
      {(form) => (
        <>
          <ImageField
            control={form.control}
            name="image"
            label="Logo"
            policy="strict"
            shape="logo"
            current={partner.image}
            hint="JPEG or PNG, up to 20 MB. Leave it to keep the logo."
          />
          <PartnerFields control={form.control} />
        </>
      )}
    </FormModal>
  );
}
