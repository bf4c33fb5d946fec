import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { Slide } from '#shared/schemas/slide.ts';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { slideEditorSchema, type SlideEditorValues } from './slide-editor-schema.ts';
import { SlideImageSection } from './slide-image-section.tsx';
import { SlideTextFields } from './slide-text-fields.tsx';
import { slidesApi } from './slides-api.ts';

/** The request parts for each image mode; a part left out keeps its stored value. */
function partsFor(v: SlideEditorValues) {
  const text = { caption: v.caption, text: v.text, alt: v.alt, videoId: v.videoId ?? '' };
  switch (v.imageMode) {
    case 'keep':
      return text;
    case 'edit':
      return { ...text, transparency: v.transparency };
    case 'change':
      return { ...text, transparency: v.transparency, image: v.image ?? '' };
  }
}

/** Edit a slide; its picture can be kept, changed, or given another transparency. */
export function EditSlide({ slide }: { slide: Slide }) {
  const label = slide.caption || slide.text || 'untitled';
  return (
    <FormModal
      title="Edit slide"
      trigger={
        <AdminButton kind="edit" tone="overlay" aria-label={`Edit slide ${label}`}>
          Edit
        </AdminButton>
      }
      schema={slideEditorSchema}
      defaultValues={{
        caption: slide.caption,
        text: slide.text,
        alt: slide.alt,
        videoId: slide.videoId ?? '',
        transparency: String(slide.transparency ?? limits.transparencyDefault),
        image: null,
        imageMode: 'keep',
      }}
      success={messages.notify.slideEdited}
      submit={(values, send) => slidesApi.update(slide._id, partsFor(values), send)}
    >
      {(form) => (
        <>
          <SlideImageSection form={form} current={slide.image} />
          <SlideTextFields control={form.control} />
        </>
      )}
    </FormModal>
  );
}
