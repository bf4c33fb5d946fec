import { messages } from '#shared/messages.ts';
import type { Video } from '#shared/schemas/video.ts';
import { AltField } from '#web/components/admin/form/fields/alt-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { type CategoryChoice, VideoFields } from './video-fields.tsx';
import { VideoImageSection } from './video-image-section.tsx';
import { uncategorisedVideoEditorSchema, videoEditorSchema, vimeoFailure } from './video-schemas.ts';
import { updateParts } from './update-parts.ts';
import { videosApi } from './videos-api.ts';

export function EditVideo({ video, categories }: { video: Video; categories: CategoryChoice[] }) {
  return (
    <FormModal
      title="Edit video"
      trigger={
        <AdminButton kind="edit" tone="overlay" aria-label={`Edit ${video.caption}`}>
          Edit
        </AdminButton>
      }
      schema={video.category ? videoEditorSchema : uncategorisedVideoEditorSchema}
      defaultValues={{
        url: video.url,
        caption: video.caption,
        category: video.category?._id ?? '',
        director: video.director,
        pop: video.pop,
        production: video.production,
        alt: video.alt,
        image: null,
        imageMode: 'keep',
      }}
      success={messages.notify.edited}
      failureNotice={vimeoFailure}
      submit={(values, send) => videosApi.update(video._id, updateParts(values), send)}
    >
      {(form) => (
        <>
          <VideoFields control={form.control} categories={categories} />
          <VideoImageSection form={form} video={video} />
          <AltField control={form.control} name="alt" fallback="the caption" />
        </>
      )}
    </FormModal>
  );
}
