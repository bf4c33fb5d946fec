/**
 * Puts real camera-sized photos on a location page before it is measured (issue 13: /Ukraine
 * keeps its page targets with uploaded photos, not with the small demo drawings). Through the
 * admin API, as an administrator would: the demo carousel images are removed, 23 photos of
 * 6000 × 4000 (24 MP, JPEG quality 90, grain included, about the weight of a camera file) are
 * uploaded one by one, and the hero is replaced by another.
 */
import { renderFilmStill } from '#server/seed/demo-images.ts';
import type { Location } from '#shared/schemas/location.ts';

const width = 6000;
const height = 4000;
const palettes = ['mountain', 'steppe', 'city', 'sea', 'dusk', 'night'] as const;

async function photo(seed: number): Promise<Blob> {
  const jpeg = await renderFilmStill(seed, { width, height, palette: palettes[seed % palettes.length] });
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

async function call(url: string, token: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, { ...init, headers: { 'x-access-token': token } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** Replaces the carousel and hero of the location `name` with `count` uploaded 24 MP photos; returns seconds spent. */
export async function uploadLocationPhotos(origin: string, token: string, name: string, count: number): Promise<number> {
  const started = performance.now();
  const location = (await (await call(`${origin}/api/locations/${encodeURIComponent(name)}`, token)).json()) as Location;
  for (const image of location.images) {
    await call(`${origin}/api/locations/${location._id}/images/remove/${image._id}`, token);
  }
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.set('alt', `${name}, location photo ${i + 1}`);
    form.set('image', await photo(7000 + i), `location-${i + 1}.jpg`);
    await call(`${origin}/api/locations/${location._id}/images/add`, token, { method: 'POST', body: form });
  }
  const hero = new FormData();
  hero.set('hero', await photo(7999), 'hero.jpg');
  await call(`${origin}/api/locations/update/${location._id}`, token, { method: 'POST', body: hero });
  const after = (await (await call(`${origin}/api/locations/${encodeURIComponent(name)}`, token)).json()) as Location;
  if (after.images.length !== count) throw new Error(`${name} has ${after.images.length} images, not ${count}`);
  return (performance.now() - started) / 1000;
}
