import { type ChangeEvent, useId, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { noticeForFieldMessage } from '../failure.ts';
import { acceptFor, checkImageFile, type ImagePolicy } from '../image-check.ts';
import { RefusedImage } from '../image-schema.ts';
import { useImagePreview } from '../use-image-preview.ts';
import { describedBy, FieldFrame } from './field.tsx';
import { ImagePreview, type PreviewShape } from './image-preview.tsx';
import styles from './fields.module.css';

export interface ImageFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** A field whose value is File | null (optionalImage / requiredImage in the schema). */
  name: FieldPath<T>;
  label: string;
  policy: ImagePolicy;
  /** The stored image's URL, shown until a new file is chosen. */
  current?: string | null;
  /** Overlay darkness 0-100 drawn over the preview, as the slide will show it. */
  shade?: number;
  hint?: string;
  /** The preview's frame, as the site shows the image. */
  shape?: PreviewShape;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * An image upload with a preview of the chosen file before anything is sent. A file the server
 * would refuse (not JPEG/PNG by its first bytes, any image for `policy="any"`, over 20 MB, empty)
 * is refused here with the server's words: it is held as a RefusedImage, which the form's schema
 * refuses with the same words, so Save says why instead of 'no file' or sending without it.
 */
export function ImageField<T extends FieldValues, O>({
  control,
  name,
  label,
  policy,
  current = null,
  shade,
  hint,
  shape = 'wide',
}: ImageFieldProps<T, O>) {
  const id = useId();
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange: setValue, onBlur },
    fieldState,
  } = useController({ control, name });
  const value: unknown = fieldValue;
  const file = value instanceof File ? value : null;
  // A refused file stays the value (the form cannot be sent with it) until removed or replaced.
  const refusal = value instanceof RefusedImage ? value.reason : null;
  const [checking, setChecking] = useState(false);

  const preview = useImagePreview(file);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again (after Remove) still fires a change.
    event.target.value = '';
    if (!chosen) return;
    setChecking(true);
    const reason = await checkImageFile(chosen, policy);
    setChecking(false);
    setValue(reason ? new RefusedImage(reason) : chosen);
  }

  const error = fieldState.error?.message ?? refusal ?? undefined;
  const shown = file ? preview.src : current;
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      errorTitle={noticeForFieldMessage(error)?.title}
    >
      <div className={styles.image}>
        <ImagePreview
          src={shown}
          alt={file ? 'Preview of the chosen image' : 'The current image'}
          shade={shade}
          shape={shape}
          emptyText={!file ? undefined : preview.failed ? 'No preview for this format' : 'Preparing the preview…'}
        />
        <div className={styles.fileRow}>
          <input
            ref={ref}
            id={id}
            type="file"
            name={fieldName}
            accept={acceptFor(policy)}
            className={`visually-hidden ${styles.fileInput}`}
            onChange={(event) => void onChange(event)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
          />
          <label htmlFor={id} className={styles.fileButton}>
            {file || current ? 'Choose another image' : 'Choose image'}
          </label>
          <span className={styles.fileName} aria-live="polite">
            {checking ? 'Checking…' : file ? `${file.name} · ${formatSize(file.size)}` : ''}
          </span>
          {(file || refusal) && (
            <button type="button" className={styles.link} onClick={() => setValue(null)}>
              Remove
            </button>
          )}
        </div>
      </div>
    </FieldFrame>
  );
}
