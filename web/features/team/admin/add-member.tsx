import { messages } from '#shared/messages.ts';
import { ImageField } from '#web/components/admin/form/fields/image-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { MemberFields } from './member-fields.tsx';
import { memberAddSchema } from './member-schemas.ts';
import { teamApi } from './team-api.ts';

export function AddMember() {
  return (
    <FormModal
      title="Add team member"
      trigger={<AdminButton kind="add">Add member</AdminButton>}
      schema={memberAddSchema}
      defaultValues={{ caption: '', text: '', description: '', instagram: '', email: '', alt: '', image: null }}
      submitLabel="Add"
      success={messages.notify.added}
      submit={(values, send) => teamApi.addMember(values, send)}
    >
      {(form) => (
        <>
          <ImageField control={form.control} name="image" label="Photo" policy="strict" shape="portrait" hint="JPEG or PNG, up to 20 MB." />
          <MemberFields control={form.control} />
        </>
      )}
    </FormModal>
  );
}
