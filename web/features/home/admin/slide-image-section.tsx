import { limits } from '#shared/limits.ts';
import { ChoiceField } from '#web/components/admin/form/fields/choice-field.tsx';
import { ImageField } from '#web/components/admin/form/fields/image-field.tsx';
import { ImagePreview } from '#web/components/admin/form/fields/image-preview.tsx';
import { RangeField } from '#web/components/admin/form/fields/range-field.tsx';
import type { AdminForm } from '#web/components/admin/form/form-modal.tsx';
import fieldStyles from '#web/components/admin/form/fields/fields.module.css';
import type { slideEditorSchema } from './slide-editor-schema.ts';

const modeOptions = [
  { value: 'keep', label: 'Keep image' },
  { value: 'change', label: 'Change image' },
  { value: 'edit', label: 'Edit existing image' },
];

/**
 * The picture part of the slide edit (SPEC.md section 4): keep it as it is; change it (a new
 * JPEG/PNG is then required); or edit the existing one, which means its transparency. Reset
 * puts the picture, its mode and its transparency back as they were.
 */
export function SlideImageSection({ form, current }: { form: AdminForm<typeof slideEditorSchema>; current: string }) {
  const mode = form.watch('imageMode');
  const shade = Number(form.watch('transparency') ?? 0);
  const touched = mode !== 'keep' || form.formState.dirtyFields.transparency || form.watch('image') !== null;
  const reset = () => {
    form.resetField('imageMode');
    form.resetField('image');
    form.resetField('transparency');
  };
  return (
    <>
      <ChoiceField control={form.control} name="imageMode" label="Image" options={modeOptions} />
      {mode === 'change' ? (
        <ImageField
          control={form.control}
          name="image"
          label="New image"
          policy="strict"
          shade={shade}
          hint="JPEG or PNG, up to 20 MB."
        />
      ) : (
        <ImagePreview src={current} alt="The current image" shade={shade} />
      )}
      {mode !== 'keep' && (
        <RangeField
          control={form.control}
          name="transparency"
          label="Transparency (overlay darkness)"
          min={limits.transparencyMin}
          max={limits.transparencyMax}
          unit="%"
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
