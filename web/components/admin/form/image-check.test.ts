import { describe, expect, it } from 'vitest';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { formatRefusal as refusal, sniffImageFormat as sniffFormat } from '#shared/image-format.ts';
import { checkImageFile } from './image-check.ts';

const formatRefusal = (bytes: Uint8Array, policy: 'strict' | 'any') => refusal(sniffFormat(bytes), policy);

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const jpeg = [0xff, 0xd8, 0xff, 0xe0];
const webp = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0)));
const svg = [...'<svg xmlns='].map((c) => c.charCodeAt(0));

describe('image check', () => {
  it('recognises formats by their first bytes', () => {
    expect(sniffFormat(Uint8Array.from(png))).toBe('png');
    expect(sniffFormat(Uint8Array.from(jpeg))).toBe('jpeg');
    expect(sniffFormat(Uint8Array.from(webp))).toBe('webp');
    expect(sniffFormat(Uint8Array.from(svg))).toBeNull();
  });

  it('takes only JPEG and PNG when strict, any raster image otherwise', () => {
    expect(formatRefusal(Uint8Array.from(png), 'strict')).toBeNull();
    expect(formatRefusal(Uint8Array.from(webp), 'strict')).toBe(messages.imageType);
    expect(formatRefusal(Uint8Array.from(webp), 'any')).toBeNull();
    expect(formatRefusal(Uint8Array.from(svg), 'any')).toBe(messages.imageTypeAny);
  });

  it('refuses a file over 20 MB with the server message, whatever its type', async () => {
    const big = new Blob([Uint8Array.from(png), new Uint8Array(limits.uploadMaxBytes)]);
    await expect(checkImageFile(big, 'strict')).resolves.toBe(messages.imageTooLarge);
    await expect(checkImageFile(new Blob([Uint8Array.from(png)]), 'strict')).resolves.toBeNull();
    await expect(checkImageFile(new Blob(['hello']), 'strict')).resolves.toBe(messages.imageType);
  });
});
