import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { ImageField } from '#web/components/admin/form/fields/image-field.tsx';
import { requiredImage } from '#web/components/admin/form/image-schema.ts';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { teamApi } from './team-api.ts';

/** A partner is only its logo: one required JPEG/PNG ('No file' without one). */
const partnerSchema = z.object({ image: requiredImage(messages.noFile.description) });

export function AddPartner() {
  return (
    <FormModal
      title="Add partner"
      trigger={<AdminButton kind="add">Add partner</AdminButton>}
      schema={partnerSchema}
      defaultValues={{ image: null }}
      submitLabel="Add"
      success={messages.notify.added}
      submit={(values, send) => teamApi.addPartner(values.image, send)}
    >
      {(form) => (
        <ImageField
          control={form.control}
          name="image"
          label="Logo"
          policy="strict"
          shape="logo"
          hint="JPEG or PNG, up to 20 MB; a transparent PNG looks best."
        />
      )}
    </FormModal>
  );
}
