import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { describedBy, FieldFrame } from './field.tsx';
import styles from './fields.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  options: SelectOption[];
  /** The first, empty choice ('No video', 'Choose a category'). */
  emptyLabel?: string;
  hint?: string;
  /** Options are still loading. */
  loading?: boolean;
}

/** A native select (best on phones) bound to a form field; values are strings, '' for none. */
export function SelectField<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
  emptyLabel,
  hint,
  loading = false,
}: SelectFieldProps<T, O>) {
  const id = useId();
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange: setValue, onBlur },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  const value = typeof fieldValue === 'string' ? fieldValue : '';
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={fieldName}
        ref={ref}
        value={value}
        onChange={setValue}
        onBlur={onBlur}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-busy={loading || undefined}
      >
        {emptyLabel !== undefined && <option value="">{loading ? 'Loading…' : emptyLabel}</option>}
        {/* Keeps a stored value selectable until the list arrives; one the list does not have
            (another administrator deleted that category, or the list could not be read) says so
            rather than show its id. */}
        {value && !options.some((o) => o.value === value) && <option value={value}>{loading ? 'Loading…' : 'Not in the list'}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
