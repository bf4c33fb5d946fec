import { describe, expect, it } from 'vitest';
import { locationAddSchema } from '#shared/schemas/location.ts';
import {
  locationAddFormSchema,
  locationEditFormSchema,
  locationFieldName,
  toLocationParts,
} from './location-schemas.ts';

const valid = {
  name: 'Armenia',
  heading: 'shooting in',
  intro: 'Mountains and monasteries.',
  paragraphs: [{ text: 'First.' }, { text: 'Second.' }],
  facts: [{ label: 'Our office', value: 'Yerevan' }],
  seeMoreCategory: '',
  heroAlt: 'Khor Virap at dawn',
  hero: null,
};

describe('the location editor form', () => {
  it('asks for a hero when adding, not when editing', () => {
    expect(locationAddFormSchema.safeParse(valid).success).toBe(false);
    expect(locationEditFormSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses an empty paragraph and a name the site uses', () => {
    const empty = locationEditFormSchema.safeParse({ ...valid, paragraphs: [{ text: ' ' }] });
    expect(empty.success).toBe(false);
    const reserved = locationEditFormSchema.safeParse({ ...valid, name: 'Gallery' });
    expect(reserved.error?.issues[0]?.message).toBe('This address is taken by another page of the site');
  });

  it('sends parts the server schema reads back to the same texts', () => {
    const form = locationEditFormSchema.parse(valid);
    const parts = toLocationParts(form);
    const server = locationAddSchema.parse(parts);
    expect(server.paragraphs).toEqual(['First.', 'Second.']);
    expect(server.facts).toEqual([{ label: 'Our office', value: 'Yerevan' }]);
    expect(server.seeMoreCategory).toBeNull();
    expect(parts.hero).toBeNull();
  });

  it("names the server's paths as the form does: a paragraph by its text, the rest as sent", () => {
    const answered = ['paragraphs.1', 'facts.0.value', 'paragraphs', 'name'];
    expect(answered.map(locationFieldName)).toEqual(['paragraphs.1.text', 'facts.0.value', 'paragraphs', 'name']);
  });
});
