import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { textLimits } from '#shared/limits.ts';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import type { LocationFormInput } from './location-schemas.ts';
import styles from './location-admin.module.css';

type FormControl<O> = Control<LocationFormInput, unknown, O>;

/** Up, down and remove for one entry of a list; moving is by buttons, so it works everywhere. */
function RowButtons({
  index,
  count,
  noun,
  move,
  remove,
}: {
  index: number;
  count: number;
  noun: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const n = index + 1;
  return (
    <div className={styles.rowButtons}>
      <button type="button" className={styles.small} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${noun} ${n} up`}>
        ↑
      </button>
      <button type="button" className={styles.small} disabled={index === count - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${noun} ${n} down`}>
        ↓
      </button>
      <button type="button" className={styles.small} onClick={() => remove(index)} aria-label={`Remove ${noun} ${n}`}>
        Remove
      </button>
    </div>
  );
}

/** An error of the list itself (too many items, or the server's word on the whole field). */
function ListError<O>({ control, name }: { control: FormControl<O>; name: 'paragraphs' | 'facts' }) {
  const { errors } = useFormState({ control, name });
  const error = errors[name];
  const message = error?.message ?? error?.root?.message;
  return message ? (
    <p className={styles.listError} role="alert">
      {message}
    </p>
  ) : null;
}

export function ParagraphsField<O>({ control }: { control: FormControl<O> }) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'paragraphs' });
  const full = fields.length >= textLimits.locationParagraphCount;
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>Paragraphs</legend>
      {fields.map((field, i) => (
        <div key={field.id} className={styles.listRow}>
          <TextField control={control} name={`paragraphs.${i}.text`} label={`Paragraph ${i + 1}`} rows={4} maxLength={textLimits.locationParagraph} />
          <RowButtons index={i} count={fields.length} noun="paragraph" move={move} remove={remove} />
        </div>
      ))}
      <ListError control={control} name="paragraphs" />
      <button type="button" className={styles.addRow} disabled={full} onClick={() => append({ text: '' })}>
        + Add paragraph
      </button>
    </fieldset>
  );
}

export function FactsField<O>({ control }: { control: FormControl<O> }) {
  const { fields, append, move, remove } = useFieldArray({ control, name: 'facts' });
  const full = fields.length >= textLimits.locationFactCount;
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>Facts</legend>
      {fields.map((field, i) => (
        <div key={field.id} className={styles.listRow}>
          <div className={styles.factPair}>
            <TextField control={control} name={`facts.${i}.label`} label={`Fact ${i + 1} label`} maxLength={textLimits.locationFactLabel} />
            <TextField control={control} name={`facts.${i}.value`} label={`Fact ${i + 1} value`} maxLength={textLimits.locationFactValue} />
          </div>
          <RowButtons index={i} count={fields.length} noun="fact" move={move} remove={remove} />
        </div>
      ))}
      <ListError control={control} name="facts" />
      <button type="button" className={styles.addRow} disabled={full} onClick={() => append({ label: '', value: '' })}>
        + Add fact
      </button>
    </fieldset>
  );
}
