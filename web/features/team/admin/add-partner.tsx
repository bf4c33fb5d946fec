import { messages } from '#shared/messages.ts';
import { ImageField } from '#web/components/admin/form/fields/image-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { PartnerFields } from './partner-fields.tsx';
import { partnerAddSchema } from './partner-schemas.ts';
import { teamApi } from './team-api.ts';

/** 'Add partner': a required JPEG/PNG logo ('No file' without one), its name, link and alt text. */
export function AddPartner() {
  return (
    <FormModal
      title="Add partner"
      trigger={<AdminButton kind="add">Add partner</AdminButton>}
      schema={partnerAddSchema}
      defaultValues={{ name: '', url: '', alt: '', image: null }}
      submitLabel="Add"
      success={messages.notify.added}
      submit={(values, send) => teamApi.addPartner(values, send)}
    >
      {(form) => (
        <>
          <ImageField
            control={form.control}
            name="image"
            label="Logo"
            policy="strict"
            shape="logo"
            hint="JPEG or PNG, up to 20 MB; a transparent PNG looks best."
          />
          <PartnerFields control={form.control} />
        </>
      )}
    </FormModal>
  );
}
