import { describe, expect, it } from 'vitest';
import { type Location, locationAddSchema, locationUpdateSchema } from '#shared/schemas/location.ts';
import {
  changedLocationParts,
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

  it('an edit sends only what changed from the location it opened with (and a chosen hero)', () => {
    const before: Location = {
      _id: '0123456789abcdef01234567',
      name: 'Armenia',
      path: '/Armenia',
      heading: 'shooting in',
      intro: 'Mountains and monasteries.',
      paragraphs: ['First.', 'Second.'],
      facts: [{ label: 'Our office', value: 'Yerevan' }],
      hero: { image: '/media/x/w1920.avif', alt: 'Khor Virap at dawn', picture: { width: 1920, height: 1080, base: '/media/x/', widths: [1920], formats: ['avif'], placeholder: '' } },
      images: [],
      seeMoreCategory: null,
    };
    const unchanged = locationEditFormSchema.parse(valid);
    expect(changedLocationParts(unchanged, before)).toEqual({});
    const edited = locationEditFormSchema.parse({ ...valid, intro: 'Stone and light.', paragraphs: [{ text: 'Second.' }, { text: 'First.' }] });
    expect(changedLocationParts(edited, before)).toEqual({ intro: 'Stone and light.', paragraphs: '["Second.","First."]' });
    const hero = new File([new Uint8Array([1])], 'hero.jpg', { type: 'image/jpeg' });
    expect(changedLocationParts({ ...unchanged, hero }, before)).toEqual({ hero });
    // The server reads back those fields alone: the others keep what is stored at the time of the save.
    expect(locationUpdateSchema.parse(changedLocationParts(edited, before))).toEqual({
      intro: 'Stone and light.',
      paragraphs: ['Second.', 'First.'],
    });
  });

  it("names the server's paths as the form does: a paragraph by its text, the rest as sent", () => {
    const answered = ['paragraphs.1', 'facts.0.value', 'paragraphs', 'name'];
    expect(answered.map(locationFieldName)).toEqual(['paragraphs.1.text', 'facts.0.value', 'paragraphs', 'name']);
  });
});
