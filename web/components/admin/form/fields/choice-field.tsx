import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { SelectOption } from './select-field.tsx';
import styles from './fields.module.css';

export interface ChoiceFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  options: SelectOption[];
}

/** A few mutually exclusive choices shown at once as pills (radio buttons underneath). */
export function ChoiceField<T extends FieldValues, O>({ control, name, label, options }: ChoiceFieldProps<T, O>) {
  const id = useId();
  const {
    field: { name: fieldName, value: current, onChange, onBlur },
  } = useController({ control, name });
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-${fieldName}`}
              value={option.value}
              checked={current === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
