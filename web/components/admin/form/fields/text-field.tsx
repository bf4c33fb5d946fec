import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { messages } from '#shared/messages.ts';
import { charCount } from './char-count.ts';
import { CharCounter } from './char-counter.tsx';
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
  /**
   * The schema's maximum for this field (from textLimits): a counter appears near it, and past
   * it the field says 'Maximum N symbols' at once rather than on submit. Not an HTML maxlength,
   * which would cut a paste short without a word.
   */
  maxLength?: number;
}

/** A text input or textarea bound to a form field, with its counter and error under it. */
export function TextField<T extends FieldValues, O>({
  control,
  name,
  label,
  hint,
  type = 'text',
  rows,
  autoComplete = 'off',
  placeholder,
  maxLength,
}: TextFieldProps<T, O>) {
  const id = useId();
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange: setValue, onBlur },
    fieldState,
  } = useController({ control, name });
  const value = typeof fieldValue === 'string' || typeof fieldValue === 'number' ? fieldValue : '';
  const count = maxLength === undefined ? undefined : charCount(String(value).length, maxLength);
  const error =
    fieldState.error?.message ??
    (count?.over && maxLength !== undefined ? messages.maxSymbols(maxLength) : undefined);
  const common = {
    id,
    name: fieldName,
    ref: ref,
    onBlur: onBlur,
    onChange: setValue,
    value,
    placeholder,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error, count?.shown),
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {rows ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
      {count?.shown && <CharCounter id={`${id}-count`} count={count} />}
    </FieldFrame>
  );
}
