import type { Video } from '#shared/schemas/video.ts';
import { ChoiceField } from '#web/components/admin/form/fields/choice-field.tsx';
import { ImageField } from '#web/components/admin/form/fields/image-field.tsx';
import { ImagePreview } from '#web/components/admin/form/fields/image-preview.tsx';
import type { AdminForm } from '#web/components/admin/form/form-modal.tsx';
import fieldStyles from '#web/components/admin/form/fields/fields.module.css';
import type { videoEditorSchema } from './video-schemas.ts';

/**
 * The preview part of the video edit (SPEC.md section 4): keep the image; change it (a new
 * JPEG/PNG is then required); delete the admin's own preview, applied on Save, after which
 * the Vimeo thumbnail is shown again. Reset puts the choice back as it was.
 */
export function VideoImageSection({
  form,
  video,
}: {
  form: AdminForm<typeof videoEditorSchema>;
  video: Video;
}) {
  const mode = form.watch('imageMode') ?? 'keep';
  const touched = mode !== 'keep' || form.watch('image') !== null;
  const options = [
    { value: 'keep', label: 'Keep image' },
    { value: 'change', label: video.customImage ? 'Change image' : 'Upload own image' },
    // Only the admin's own preview can be deleted; Vimeo's thumbnail is not ours to remove.
    ...(video.customImage ? [{ value: 'delete', label: 'Delete image' }] : []),
  ];
  const reset = () => {
    form.resetField('imageMode');
    form.resetField('image');
  };
  const vimeoThumbnail = video.vimeo_response?.thumbnail_url ?? null;
  return (
    <>
      <ChoiceField
        control={form.control}
        name="imageMode"
        label="Preview image"
        options={options}
      />
      {mode === 'change' ? (
        <ImageField
          control={form.control}
          name="image"
          label="New preview image"
          policy="strict"
          hint="JPEG or PNG, up to 20 MB."
        />
      ) : mode === 'delete' ? (
        <ImagePreview
          src={null}
          alt=""
          emptyText={
            vimeoThumbnail
              ? 'The Vimeo thumbnail will be shown'
              : 'No preview: the card stays plain'
          }
        />
      ) : (
        <ImagePreview
          src={video.image}
          alt="The current preview"
          emptyText="No preview yet: Vimeo has not sent a thumbnail"
        />
      )}
      {touched && (
        <div>
          <button type="button" className={fieldStyles.link} onClick={reset}>
            Reset image changes
          </button>
        </div>
      )}
    </>
  );
}
