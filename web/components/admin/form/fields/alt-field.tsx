import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { textLimits } from '#shared/limits.ts';
import { TextField } from './text-field.tsx';

interface AltFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** What the page reads when the field is left empty, such as 'the caption'. */
  fallback: string;
}

/** An image's alt text: what a screen reader says instead of the picture. */
export function AltField<T extends FieldValues, O>({ control, name, fallback }: AltFieldProps<T, O>) {
  return (
    <TextField
      control={control}
      name={name}
      label="Alt text"
      rows={2}
      hint={`What the image shows, for people who cannot see it. Left empty, ${fallback} is read instead.`}
      maxLength={textLimits.alt}
    />
  );
}
