import { messages } from '#shared/messages.ts';
import type { Video } from '#shared/schemas/video.ts';
import type { Notice } from '#web/components/admin/form/failure.ts';
import { AltField } from '#web/components/admin/form/fields/alt-field.tsx';
import { ImageField } from '#web/components/admin/form/fields/image-field.tsx';
import { FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { type CategoryChoice, VideoFields } from './video-fields.tsx';
import { videoEditorSchema, vimeoFailure } from './video-schemas.ts';
import { videosApi } from './videos-api.ts';

/** 'Added successfully', and when Vimeo did not answer, that its details are still to come. */
function addedNotice(added: unknown): Notice {
  const pending = typeof added === 'object' && added !== null && (added as Partial<Video>).vimeo_response === null;
  return pending ? { title: messages.notify.added, description: messages.vimeoPendingAfterAdd } : { title: messages.notify.added };
}

/** 'Add video': a Vimeo link, caption, category, credits and an optional preview image. */
export function AddVideo({ categories }: { categories: CategoryChoice[] }) {
  return (
    <FormModal
      title="Add video"
      trigger={<AdminButton kind="add">Add video</AdminButton>}
      schema={videoEditorSchema}
      defaultValues={{
        url: '',
        caption: '',
        category: '',
        director: '',
        pop: '',
        production: '',
        alt: '',
        image: null,
      }}
      submitLabel="Add"
      success={addedNotice}
      failureNotice={vimeoFailure}
      submit={async ({ imageMode: _mode, ...values }, send) => {
        await videosApi.add(values, send);
        // A new video goes first: read back whether Vimeo's details came with it.
        return (await videosApi.all()).data[0];
      }}
    >
      {(form) => (
        <>
          <VideoFields control={form.control} categories={categories} />
          <ImageField
            control={form.control}
            name="image"
            label="Preview image"
            policy="strict"
            hint="Optional. JPEG or PNG, up to 20 MB; without one the Vimeo thumbnail is shown."
          />
          <AltField control={form.control} name="alt" fallback="the caption" />
        </>
      )}
    </FormModal>
  );
}
