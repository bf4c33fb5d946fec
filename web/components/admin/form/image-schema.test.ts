import { describe, expect, it } from 'vitest';
import { optionalImage, RefusedImage, requiredImage } from './image-schema.ts';

const file = new File([new Uint8Array([1])], 'still.png', { type: 'image/png' });
const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the image fields in a form schema', () => {
  it('a required image: the file, else the field’s message', () => {
    const schema = requiredImage("You've not attached any image");
    expect(schema.parse(file)).toBe(file);
    expect(messageOf(schema.safeParse(null))).toBe("You've not attached any image");
  });

  it('an optional image: the file or null', () => {
    expect(optionalImage.parse(file)).toBe(file);
    expect(optionalImage.parse(null)).toBeNull();
    expect(optionalImage.parse(undefined)).toBeNull();
  });

  it('a refused file stops the form with its own reason, required or not (never "no file", never sent without it)', () => {
    const refused = new RefusedImage('The image is larger than 20 MB');
    expect(messageOf(requiredImage("You've not attached any image").safeParse(refused))).toBe(
      'The image is larger than 20 MB',
    );
    expect(messageOf(optionalImage.safeParse(refused))).toBe('The image is larger than 20 MB');
  });
});
