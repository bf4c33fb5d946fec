import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { describedBy, FieldFrame } from './field.tsx';
import styles from './fields.module.css';

export interface TextFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'url' | 'password';
  /** A textarea of this many rows instead of one line. */
  rows?: number;
  autoComplete?: string;
  placeholder?: string;
}

/** A text input or textarea bound to a form field, with its error under it. */
export function TextField<T extends FieldValues, O>({
  control,
  name,
  label,
  hint,
  type = 'text',
  rows,
  autoComplete = 'off',
  placeholder,
}: TextFieldProps<T, O>) {
  const id = useId();
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange: setValue, onBlur },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  const common = {
    id,
    name: fieldName,
    ref: ref,
    onBlur: onBlur,
    onChange: setValue,
    value: typeof fieldValue === 'string' || typeof fieldValue === 'number' ? fieldValue : '',
    placeholder,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {rows ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
    </FieldFrame>
  );
}
