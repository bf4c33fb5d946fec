import type { Control } from 'react-hook-form';
import { textLimits } from '#shared/limits.ts';
import { AltField } from '#web/components/admin/form/fields/alt-field.tsx';
import { SelectField } from '#web/components/admin/form/fields/select-field.tsx';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import type { SlideEditorInput, SlideEditorValues } from './slide-editor-schema.ts';
import { useVideoOptions } from './use-video-options.ts';

/** Project (caption), client (text), the video the slide opens and the image's alt text, shared by add and edit. */
export function SlideTextFields({ control }: { control: Control<SlideEditorInput, unknown, SlideEditorValues> }) {
  const videos = useVideoOptions();
  return (
    <>
      <TextField control={control} name="caption" label="Caption (project)" maxLength={textLimits.caption} />
      <TextField control={control} name="text" label="Text (client)" maxLength={textLimits.credit} />
      <SelectField
        control={control}
        name="videoId"
        label="Video"
        emptyLabel="No video"
        options={videos.options}
        loading={videos.loading}
        hint="The film the slide opens when clicked."
      />
      <AltField control={control} name="alt" fallback="the caption" />
    </>
  );
}
