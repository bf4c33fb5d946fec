import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data.ts';

describe('toFormData', () => {
  it('sends text and file parts and leaves out null and undefined', () => {
    const file = new File([new Uint8Array([1, 2])], 'still.png', { type: 'image/png' });
    const data = toFormData({ caption: 'A', transparency: 40, videoId: '', image: file, text: null, extra: undefined });
    expect(data.get('caption')).toBe('A');
    expect(data.get('transparency')).toBe('40');
    expect(data.get('videoId')).toBe('');
    expect((data.get('image') as File).name).toBe('still.png');
    expect(data.has('text')).toBe(false);
    expect(data.has('extra')).toBe(false);
  });
});
