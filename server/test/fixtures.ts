import sharp from 'sharp';

/** Small real images made on the fly, so tests exercise the real pipeline without binary fixtures. */
export function jpeg(width = 64, height = 48, color = '#8a5a2b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
}

export function png(width = 64, height = 48, color = '#2b5a8a'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: color } }).png().toBuffer();
}

export function webp(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#444' } }).webp().toBuffer();
}
