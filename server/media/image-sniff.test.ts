import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createJpegScanCounter, jpegScanCount } from './image-sniff.ts';

describe('JPEG scan counting', () => {
  it('counts the same in chunks as whole, also when a marker is split between two chunks', async () => {
    const progressive = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#468' } })
      .jpeg({ progressive: true })
      .toBuffer();
    const whole = jpegScanCount(progressive);
    expect(whole).toBeGreaterThan(1);
    const marker = progressive.indexOf(Buffer.from([0xff, 0xda]));
    // Every cut, including between the FF and the DA of the first scan marker.
    for (const cut of [1, marker + 1, Math.floor(progressive.length / 2)]) {
      const counter = createJpegScanCounter();
      counter.add(progressive.subarray(0, cut));
      expect(counter.add(progressive.subarray(cut)), `cut at ${cut}`).toBe(whole);
    }
  });
});
