import sharp from 'sharp';
import { filmStillSvg } from '#server/seed/demo-film.ts';
import { createRng } from '#server/seed/demo-random.ts';
sharp.cache(false);
for (const p of ['dusk','night','city'] as const) {
  let t = performance.now();
  const svg = filmStillSvg(createRng(1), p, 1920, 1080);
  const t1 = performance.now() - t; t = performance.now();
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const t2 = performance.now() - t; t = performance.now();
  await sharp(data, { raw: { width: 1920, height: 1080, channels: 4 } }).flatten().jpeg({ quality: 86, chromaSubsampling: '4:4:4' }).toBuffer();
  const t3 = performance.now() - t; t = performance.now();
  await sharp(data, { raw: { width: 1920, height: 1080, channels: 4 } }).removeAlpha().jpeg({ quality: 86 }).toBuffer();
  const t4 = performance.now() - t;
  console.log(p, svg.length, 'build', t1.toFixed(0), 'svg', t2.toFixed(0), 'jpeg444', t3.toFixed(0), 'jpeg420', t4.toFixed(0));
}
