import { textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { type AboutUs, aboutUsFormSchema } from '#shared/schemas/about-us.ts';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { teamApi } from './team-api.ts';

/** The about-us texts: Text and Extra Text, both required, min 5 (SPEC.md section 5). */
export function EditAbout({ about }: { about: AboutUs }) {
  const first = about[0];
  return (
    <FormModal
      title="Edit texts"
      trigger={<AdminButton kind="edit">Edit texts</AdminButton>}
      schema={aboutUsFormSchema}
      defaultValues={{ text: first?.text ?? '', text_extra: first?.text_extra ?? '' }}
      success={messages.notify.edited}
      submit={(values) => teamApi.updateAbout(values)}
    >
      {(form) => (
        <>
          <TextField
            control={form.control}
            name="text"
            label="Text"
            rows={4}
            maxLength={textLimits.aboutText}
          />
          <TextField
            control={form.control}
            name="text_extra"
            label="Extra Text"
            rows={6}
            maxLength={textLimits.aboutText}
          />
        </>
      )}
    </FormModal>
  );
}
