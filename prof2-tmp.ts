import sharp from 'sharp';
import { glow, svgDocument, verticalGradient, vignette } from '#server/seed/demo-svg.ts';
sharp.cache(false);
const W = 1920, H = 1080;
const cases: Record<string, string> = {
  empty: '',
  sky: `<defs>${verticalGradient('sky', ['#000', '#fff'])}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`,
  bigglow: glow('g', 900, 500, 1600, '#ff0000', 0.3),
  smallglow: glow('g', 900, 500, 200, '#ff0000', 0.3),
  vignette: vignette(W, H),
  solid: `<rect width="${W}" height="${H}" fill="#345"/>`,
};
for (const [name, body] of Object.entries(cases)) {
  const svg = svgDocument(W, H, body);
  await sharp(Buffer.from(svg)).raw().toBuffer();
  const t = performance.now();
  for (let i = 0; i < 3; i++) await sharp(Buffer.from(svg)).raw().toBuffer();
  console.log(name, ((performance.now() - t) / 3).toFixed(0));
}
