import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { type Location, locationPath } from '#shared/schemas/location.ts';
import { ImageField } from '#web/components/admin/form/fields/image-field.tsx';
import { SelectField } from '#web/components/admin/form/fields/select-field.tsx';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import { type AdminForm, FormModal } from '#web/components/admin/form/form-modal.tsx';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { locationsApi } from './locations-api.ts';
import {
  emptyLocationForm,
  locationAddFormSchema,
  locationEditFormSchema,
  locationFormValues,
} from './location-schemas.ts';
import { FactsField, ParagraphsField } from './text-list-fields.tsx';
import { usePhotoCategories } from './use-photo-categories.ts';

type EditorForm = AdminForm<typeof locationEditFormSchema> | AdminForm<typeof locationAddFormSchema>;

/** Every text of a location page, the hero and 'See more', in the order the page shows them. */
function LocationFields({ form, hero }: { form: EditorForm; hero: { current: string | null; required: boolean } }) {
  // Both schemas have the same fields; only the hero's rule differs.
  const control = (form as AdminForm<typeof locationEditFormSchema>).control;
  const categories = usePhotoCategories();
  return (
    <>
      <TextField control={control} name="name" label="Name" hint="Also the page address: /Name." maxLength={textLimits.locationName} />
      <TextField control={control} name="heading" label="Small heading" hint="Above the name, like 'shooting in'." maxLength={textLimits.locationHeading} />
      <TextField control={control} name="intro" label="Intro" rows={3} maxLength={textLimits.locationIntro} />
      <ImageField
        control={control}
        name="hero"
        label="Hero image"
        policy="any"
        current={hero.current}
        hint={`Any image (JPEG, PNG, WebP, AVIF, GIF, TIFF), up to 20 MB. Shown full screen behind the name.${hero.required ? '' : ' Leave it to keep the current one.'}`}
      />
      <TextField control={control} name="heroAlt" label="Hero alt text" hint="What the picture shows, for people who cannot see it." maxLength={textLimits.alt} />
      <ParagraphsField control={control} />
      <FactsField control={control} />
      <SelectField
        control={control}
        name="seeMoreCategory"
        label="'See more' opens"
        options={categories.options}
        loading={categories.loading}
        emptyLabel="No 'See more' link"
        hint="A photo category of the gallery."
      />
    </>
  );
}

/** 'Edit location': every text and the hero. A new name moves the page to its new address. */
export function EditLocation({ location, trigger }: { location: Location; trigger: ReactNode }) {
  const navigate = useNavigate();
  return (
    <FormModal
      title="Edit location"
      trigger={trigger}
      schema={locationEditFormSchema}
      defaultValues={locationFormValues(location)}
      success={messages.notify.edited}
      submit={async (values, send) => {
        await locationsApi.update(location, values, send);
        // The old address now answers 301; go to the new one before the page data reloads.
        if (values.name !== location.name) await navigate(locationPath(values.name), { replace: true });
      }}
    >
      {(form) => <LocationFields form={form} hero={{ current: location.hero.image, required: false }} />}
    </FormModal>
  );
}

/** 'Add location': the same editor, the hero required; opens the new page once added. */
export function AddLocation({ tone = 'page' }: { tone?: 'page' | 'overlay' }) {
  const navigate = useNavigate();
  return (
    <FormModal
      title="Add location"
      trigger={
        <AdminButton kind="add" tone={tone}>
          Add location
        </AdminButton>
      }
      schema={locationAddFormSchema}
      defaultValues={emptyLocationForm}
      submitLabel="Add"
      success={messages.notify.added}
      submit={async (values, send) => {
        await locationsApi.add(values, send);
        await navigate(locationPath(values.name));
      }}
    >
      {(form) => <LocationFields form={form} hero={{ current: null, required: true }} />}
    </FormModal>
  );
}
