import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { describedBy, FieldFrame } from './field.tsx';
import styles from './fields.module.css';

export interface NumberFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** A field whose value is a number; an empty or unreadable input is NaN, which the schema refuses. */
  name: FieldPath<T>;
  label: string;
  hint?: string;
  min?: number;
  max?: number;
}

/** A number input (decimals allowed) bound to a form field, with its error under it. */
export function NumberField<T extends FieldValues, O>({ control, name, label, hint, min, max }: NumberFieldProps<T, O>) {
  const id = useId();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        ref={ref}
        name={fieldName}
        type="number"
        inputMode="decimal"
        step="any"
        min={min}
        max={max}
        className={styles.input}
        value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
        onChange={(event) => onChange(event.target.value === '' ? Number.NaN : event.target.valueAsNumber)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
}
