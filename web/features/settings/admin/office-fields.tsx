import { useFieldArray } from 'react-hook-form';
import { textLimits } from '#shared/limits.ts';
import { NumberField } from '#web/components/admin/form/fields/number-field.tsx';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import type { AdminForm } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { newOffice, type settingsFormSchema } from './settings-form-schema.ts';
import styles from './settings-editor.module.css';

/** The offices list: add, edit, remove; each with its map position. */
export function OfficeFields({ form }: { form: AdminForm<typeof settingsFormSchema> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'offices' });
  const { control } = form;
  const listError = form.formState.errors.offices?.root?.message ?? form.formState.errors.offices?.message;
  return (
    <section className={styles.section} aria-labelledby="settings-offices">
      <h3 id="settings-offices" className={styles.heading}>
        Offices
      </h3>
      {fields.length === 0 && <p className={styles.note}>No offices: the contacts page says the details will follow.</p>}
      {fields.map((field, i) => (
        <fieldset key={field.id} className={styles.office}>
          <legend className={styles.officeTitle}>Office {i + 1}</legend>
          <div className={styles.pair}>
            <TextField control={control} name={`offices.${i}.city`} label="City" maxLength={textLimits.officeField} />
            <TextField control={control} name={`offices.${i}.country`} label="Country" maxLength={textLimits.officeField} />
          </div>
          <TextField
            control={control}
            name={`offices.${i}.address`}
            label="Address"
            rows={2}
            hint="One line per line of the address."
            maxLength={textLimits.officeAddress}
          />
          <div className={styles.pair}>
            <TextField
              control={control}
              name={`offices.${i}.phone`}
              label="Phone"
              rows={2}
              hint="One number per line."
              maxLength={textLimits.officePhone}
            />
            <TextField control={control} name={`offices.${i}.email`} label="E-mail" type="email" maxLength={textLimits.email} />
          </div>
          <div className={styles.pair}>
            <NumberField control={control} name={`offices.${i}.lat`} label="Latitude" min={-90} max={90} hint="-90 to 90, e.g. 50.4514" />
            <NumberField control={control} name={`offices.${i}.lng`} label="Longitude" min={-180} max={180} hint="-180 to 180, e.g. 30.5082" />
          </div>
          <AdminButton kind="delete" onClick={() => remove(i)} aria-label={`Remove office ${i + 1}`}>
            Remove office
          </AdminButton>
        </fieldset>
      ))}
      {listError && (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      )}
      {fields.length < textLimits.officeCount && (
        <AdminButton kind="add" onClick={() => append(newOffice)}>
          Add office
        </AdminButton>
      )}
    </section>
  );
}
