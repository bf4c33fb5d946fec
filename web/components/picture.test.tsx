import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Picture as PictureData } from '#shared/schemas/common.ts';
import { fallbackSrc, Picture } from './picture.tsx';

/** A full-HD picture stored on a CDN, as answers describe it (widths in any order). */
const picture: PictureData = {
  width: 1920,
  height: 1080,
  placeholder: 'data:image/webp;base64,AAAA',
  base: 'https://cdn.example.com/videos/abc/',
  widths: [1920, 480, 1440, 960],
  formats: ['webp', 'avif'],
};

describe('Picture (the srcset it renders is the one the variant list gave)', () => {
  const html = renderToStaticMarkup(<Picture picture={picture} alt="A film" sizes="50vw" />);

  it('lists every stored variant in the srcset of its format, smallest first', () => {
    const set = (format: string) =>
      [480, 960, 1440, 1920].map((w) => `https://cdn.example.com/videos/abc/w${w}.${format} ${w}w`).join(', ');
    expect(html).toContain(`<source type="image/avif" srcSet="${set('avif')}" sizes="50vw"/>`);
    expect(html).toContain(`<source type="image/webp" srcSet="${set('webp')}" sizes="50vw"/>`);
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
  });

  it('gives old browsers the WebP of at least 1280 px, with the intrinsic size', () => {
    expect(html).toContain('src="https://cdn.example.com/videos/abc/w1440.webp"');
    expect(html).toContain('width="1920" height="1080"');
  });

  it('shows a small image at the one width it has, and nothing in a format it lacks', () => {
    const small: PictureData = { width: 300, height: 200, placeholder: '', base: '/media/photos/x/', widths: [300], formats: ['webp'] };
    const markup = renderToStaticMarkup(<Picture picture={small} alt="" />);
    expect(markup).toContain('srcSet="/media/photos/x/w300.webp 300w"');
    expect(markup).not.toContain('image/avif');
    expect(fallbackSrc(small)).toBe('/media/photos/x/w300.webp');
  });
});

describe('a held Picture (a carousel slide waiting for its carousel)', () => {
  const html = renderToStaticMarkup(<Picture picture={picture} alt="A film" hold fill />);
  const [held, copy] = html.split('<noscript>');

  it('asks for nothing: the placeholder is its source, and no srcset is given', () => {
    expect(held).toContain('src="data:image/webp;base64,AAAA"');
    expect(held).not.toContain('srcSet');
  });

  it('carries a copy for browsers that run no script, with every variant', () => {
    expect(copy).toContain('<source type="image/avif"');
    expect(copy).toContain('src="https://cdn.example.com/videos/abc/w1440.webp"');
    expect(copy).toContain('alt="A film"');
  });

  it('has no copy once the hold ends', () => {
    expect(renderToStaticMarkup(<Picture picture={picture} alt="A film" fill />)).not.toContain('noscript');
  });
});
