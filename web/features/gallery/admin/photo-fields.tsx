import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { textLimits } from '#shared/limits.ts';
import { AltField } from '#web/components/admin/form/fields/alt-field.tsx';
import { SelectField } from '#web/components/admin/form/fields/select-field.tsx';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import type { photoEditSchema } from './photo-schemas.ts';

/** A photo category the form offers (every one, also those still empty). */
export interface CategoryChoice {
  _id: string;
  caption: string;
}

type PhotoInput = z.input<typeof photoEditSchema>;

/** Caption, text, category and alt text, shared by add and edit. */
export function PhotoFields<O>({
  control,
  categories,
}: {
  control: Control<PhotoInput, unknown, O>;
  categories: CategoryChoice[];
}) {
  return (
    <>
      <TextField control={control} name="caption" label="Caption" maxLength={textLimits.caption} />
      <TextField
        control={control}
        name="text"
        label="Text"
        rows={3}
        maxLength={textLimits.photoText}
      />
      <SelectField
        control={control}
        name="category"
        label="Category"
        emptyLabel="No category"
        options={categories.map((c) => ({ value: c._id, label: c.caption }))}
      />
      <AltField control={control} name="alt" fallback="the caption (or the text)" />
    </>
  );
}
