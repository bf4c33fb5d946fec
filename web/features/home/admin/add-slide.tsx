import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { ImageField } from '#web/components/admin/form/fields/image-field.tsx';
import { RangeField } from '#web/components/admin/form/fields/range-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { slideEditorSchema } from './slide-editor-schema.ts';
import { SlideTextFields } from './slide-text-fields.tsx';
import { slidesApi } from './slides-api.ts';

/** 'Add slide': caption, text, video, transparency (default 0) and a required JPEG/PNG image. */
export function AddSlide() {
  return (
    <FormModal
      title="Add slide"
      trigger={
        <AdminButton kind="add" tone="overlay">
          Add slide
        </AdminButton>
      }
      schema={slideEditorSchema}
      defaultValues={{
        caption: '',
        text: '',
        alt: '',
        videoId: '',
        transparency: String(limits.transparencyDefault),
        image: null,
        imageMode: 'change',
      }}
      submitLabel="Add"
      success={messages.notify.added}
      submit={(v, send) =>
        slidesApi.add(
          { caption: v.caption, text: v.text, alt: v.alt, videoId: v.videoId ?? '', transparency: v.transparency, image: v.image },
          send,
        )
      }
    >
      {(form) => (
        <>
          <ImageField
            control={form.control}
            name="image"
            label="Image"
            policy="strict"
            shade={Number(form.watch('transparency') ?? 0)}
            hint="JPEG or PNG, up to 20 MB."
          />
          <RangeField
            control={form.control}
            name="transparency"
            label="Transparency (overlay darkness)"
            min={limits.transparencyMin}
            max={limits.transparencyMax}
            unit="%"
          />
          <SlideTextFields control={form.control} />
        </>
      )}
    </FormModal>
  );
}
