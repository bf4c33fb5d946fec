import { describe, expect, it } from 'vitest';
import { updateParts } from './update-parts.ts';

const fields = {
  url: 'https://vimeo.com/1',
  caption: 'A film',
  category: '0123456789abcdef01234567',
  director: 'D',
  pop: 'P',
  production: 'Co',
  alt: 'A lighthouse at dusk',
};
const file = new File([new Uint8Array([1])], 'still.png', { type: 'image/png' });

describe('updateParts', () => {
  it('sends no image part to keep the preview, even with a file left from a reset choice', () => {
    expect(updateParts({ ...fields, image: null, imageMode: 'keep' })).toEqual(fields);
    expect(updateParts({ ...fields, image: file, imageMode: 'keep' })).toEqual(fields);
  });

  it('sends the new file to change it and the text null to delete it', () => {
    expect(updateParts({ ...fields, image: file, imageMode: 'change' })).toEqual({
      ...fields,
      image: file,
    });
    expect(updateParts({ ...fields, image: null, imageMode: 'delete' })).toEqual({
      ...fields,
      image: 'null',
    });
  });
});
