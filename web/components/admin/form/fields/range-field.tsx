import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { describedBy, FieldFrame } from './field.tsx';
import styles from './fields.module.css';

export interface RangeFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  min: number;
  max: number;
  /** Shown after the number ('%'). */
  unit?: string;
  hint?: string;
}

/** A slider with its number beside it; the value stays a string like every form value. */
export function RangeField<T extends FieldValues, O>({
  control,
  name,
  label,
  min,
  max,
  unit = '',
  hint,
}: RangeFieldProps<T, O>) {
  const id = useId();
  const {
    field: { ref, name: fieldName, value: fieldValue, onChange: setValue, onBlur },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  const value = typeof fieldValue === 'string' || typeof fieldValue === 'number' ? String(fieldValue) : String(min);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className={styles.range}>
        <input
          id={id}
          type="range"
          name={fieldName}
          ref={ref}
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={setValue}
          onBlur={onBlur}
          aria-valuetext={`${value}${unit}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <output htmlFor={id} className={styles.rangeValue}>
          {value}
          {unit}
        </output>
      </div>
    </FieldFrame>
  );
}
