import { z } from 'zod';
import { textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { optionalTextMax, requiredTextMax } from '#shared/schemas/common.ts';
import { altSchema, type Location, locationFactSchema, locationNameSchema } from '#shared/schemas/location.ts';
import { optionalImage, requiredImage } from '#web/components/admin/form/image-schema.ts';
import type { FormPart } from '#web/components/admin/form/form-data.ts';

/**
 * The location editor's form: the shared rules field by field, with the paragraphs and facts as
 * lists (the API takes them as JSON array strings, see toLocationParts).
 */
const locationFormFields = z.object({
  name: locationNameSchema,
  heading: optionalTextMax(textLimits.locationHeading),
  intro: optionalTextMax(textLimits.locationIntro),
  paragraphs: z
    .array(z.object({ text: requiredTextMax(textLimits.locationParagraph) }))
    .max(textLimits.locationParagraphCount, messages.maxItems(textLimits.locationParagraphCount)),
  facts: z
    .array(locationFactSchema)
    .max(textLimits.locationFactCount, messages.maxItems(textLimits.locationFactCount)),
  seeMoreCategory: z.string(),
  heroAlt: altSchema,
});

/** Adding: the hero is required. */
export const locationAddFormSchema = locationFormFields.extend({ hero: requiredImage(messages.fileNotAttached) });
/** Editing: a new hero replaces the stored one; none keeps it. */
export const locationEditFormSchema = locationFormFields.extend({ hero: optionalImage });

export type LocationFormInput = z.input<typeof locationEditFormSchema>;
export type LocationFormOutput = z.output<typeof locationFormFields> & { hero: File | null };

export const emptyLocationForm: LocationFormInput = {
  name: '',
  heading: 'shooting in',
  intro: '',
  paragraphs: [{ text: '' }],
  facts: [],
  seeMoreCategory: '',
  heroAlt: '',
  hero: null,
};

export function locationFormValues(location: Location): LocationFormInput {
  return {
    name: location.name,
    heading: location.heading,
    intro: location.intro,
    paragraphs: location.paragraphs.map((text) => ({ text })),
    facts: location.facts.map((f) => ({ ...f })),
    seeMoreCategory: location.seeMoreCategory ?? '',
    heroAlt: location.hero.alt,
    hero: null,
  };
}

/** The multipart parts of add and update: every text sent ('' clears), the hero only when chosen. */
export function toLocationParts(values: LocationFormOutput): Record<string, FormPart> {
  return {
    name: values.name,
    heading: values.heading,
    intro: values.intro,
    paragraphs: JSON.stringify(values.paragraphs.map((p) => p.text)),
    facts: JSON.stringify(values.facts),
    seeMoreCategory: values.seeMoreCategory,
    heroAlt: values.heroAlt,
    hero: values.hero,
  };
}

/**
 * The parts of an edit that differ from the location as the editor loaded it (and the hero, when
 * chosen): a field this administrator left alone is not sent, so another's change to it since
 * (a rename, a new intro) survives this save instead of being written back over.
 */
export function changedLocationParts(values: LocationFormOutput, before: Location): Record<string, FormPart> {
  const stored: Record<string, FormPart> = {
    name: before.name,
    heading: before.heading,
    intro: before.intro,
    paragraphs: JSON.stringify(before.paragraphs),
    facts: JSON.stringify(before.facts.map(({ label, value }) => ({ label, value }))),
    seeMoreCategory: before.seeMoreCategory ?? '',
    heroAlt: before.hero.alt,
    hero: null,
  };
  return Object.fromEntries(Object.entries(toLocationParts(values)).filter(([name, part]) => part !== stored[name]));
}

/**
 * The form's name for a path the server answers: a paragraph is sent as a bare string
 * (`paragraphs.1`) and held in the form as an item's text (`paragraphs.1.text`).
 */
export const locationFieldName = (field: string): string => field.replace(/^(paragraphs\.\d+)$/, '$1.text');
