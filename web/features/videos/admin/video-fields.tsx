import type { Control } from 'react-hook-form';
import { textLimits } from '#shared/limits.ts';
import type { SelectOption } from '#web/components/admin/form/fields/select-field.tsx';
import { SelectField } from '#web/components/admin/form/fields/select-field.tsx';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import type { VideoEditorInput } from './video-schemas.ts';

/** A video category the form offers (every one, also those still empty). */
export interface CategoryChoice {
  _id: string;
  caption: string;
}

/** Add and edit share these fields (videoUrl, videoCaption, videoCategory and the credits). */
export function VideoFields<O>({
  control,
  categories,
}: {
  control: Control<VideoEditorInput, unknown, O>;
  categories: CategoryChoice[];
}) {
  const options: SelectOption[] = categories.map((c) => ({ value: c._id, label: c.caption }));
  return (
    <>
      <TextField
        control={control}
        name="url"
        label="Vimeo link"
        type="url"
        placeholder="https://vimeo.com/123456789"
        hint="The video's page on Vimeo; its thumbnail and author come from there."
        maxLength={textLimits.url}
      />
      <TextField control={control} name="caption" label="Caption" maxLength={textLimits.caption} />
      <SelectField
        control={control}
        name="category"
        label="Category"
        emptyLabel="Choose a category"
        options={options}
      />
      <TextField control={control} name="director" label="Director" maxLength={textLimits.credit} />
      <TextField control={control} name="pop" label="DOP" maxLength={textLimits.credit} />
      <TextField
        control={control}
        name="production"
        label="Production"
        hint="Without it the Vimeo author is shown."
        maxLength={textLimits.credit}
      />
    </>
  );
}
