import fs from 'node:fs';
import sharp from 'sharp';
import { renderFilmStill } from '#server/seed/demo-images.ts';
const pals = ['dusk','night','steppe','mountain','city','sea'] as const;
const tiles: Buffer[] = [];
for (const [i, p] of pals.entries()) {
  const t = performance.now();
  const img = await renderFilmStill(i + 1, { palette: p });
  console.log(p, Math.round(performance.now() - t), 'ms', img.length);
  fs.writeFileSync(`/tmp/imgbench/film-${p}.jpg`, img);
  tiles.push(await sharp(img).resize(960, 540).png().toBuffer());
}
const sheet = await sharp({ create: { width: 1920, height: 1620, channels: 3, background: '#fff' } })
  .composite(tiles.map((t, i) => ({ input: t, left: (i % 2) * 960, top: Math.floor(i / 2) * 540 }))).png().toBuffer();
fs.writeFileSync('/tmp/imgbench/film-sheet.png', sheet);
