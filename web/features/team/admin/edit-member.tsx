import { messages } from '#shared/messages.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { ImageField } from '#web/components/admin/form/fields/image-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { MemberFields } from './member-fields.tsx';
import { memberEditSchema } from './member-schemas.ts';
import { teamApi } from './team-api.ts';

export function EditMember({ member }: { member: TeamMember }) {
  return (
    <FormModal
      title="Edit team member"
      trigger={
        <AdminButton kind="edit" aria-label={`Edit ${member.caption}`}>
          Edit
        </AdminButton>
      }
      schema={memberEditSchema}
      defaultValues={{
        caption: member.caption,
        text: member.text,
        description: member.description,
        instagram: member.instagram,
        email: member.email,
        alt: member.alt,
        image: null,
      }}
      success={messages.notify.edited}
      submit={(values, send) => teamApi.updateMember(member._id, values, send)}
    >
      {(form) => (
        <>
          <ImageField
            control={form.control}
            name="image"
            label="Photo"
            policy="any"
            shape="portrait"
            current={member.image}
            hint="Any image (JPEG, PNG, WebP, AVIF, GIF, TIFF), up to 20 MB. Leave it to keep the photo."
          />
          <MemberFields control={form.control} />
        </>
      )}
    </FormModal>
  );
}
