import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pictureVariants } from '#shared/picture.ts';
import type { Picture } from '#shared/schemas/common.ts';
import type { Db } from '../db/database.ts';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import type { Slide } from '#shared/schemas/slide.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import type { Video } from '#shared/schemas/video.ts';

/** Everything the public API lists, read over HTTP from a running server. */
export interface SiteState {
  photos: PhotoPage['data'];
  slides: Slide[];
  team: TeamMember[];
  videos: Video[];
  logos: string[];
  aboutUs: unknown;
  categories: unknown;
}

type Getter = <T>(url: string) => Promise<T>;

const over =
  (base: string): Getter =>
  async <T>(path: string) => {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return (await res.json()) as T;
  };

/** Reads the state from a server listening at `base`, or through any other getter of API paths. */
export async function readSiteState(base: string | Getter): Promise<SiteState> {
  const getJson = typeof base === 'string' ? over(base) : base;
  const first = await getJson<PhotoPage>('/api/photo?page=1');
  const photos = [...first.data];
  for (let page = 2; page <= first.pages; page += 1) photos.push(...(await getJson<PhotoPage>(`/api/photo?page=${page}`)).data);
  const [slides, team, videos, logos, aboutUs, gallery, photoCategories] = await Promise.all([
    getJson<Slide[]>('/api/slider'),
    getJson<TeamMember[]>('/api/team'),
    getJson<{ data: Video[] }>('/api/gallery/gallery-all').then((r) => r.data),
    getJson<string[]>('/api/logo/'),
    getJson<unknown>('/api/about_us'),
    getJson<unknown>('/api/gallery_category/all/gallery'),
    getJson<unknown>('/api/gallery_category/all/photo'),
  ]);
  return { photos, slides, team, videos, logos, aboutUs, categories: { gallery, photo: photoCategories } };
}

/** The media keys (paths under DATA_DIR/media) every listed row needs. */
export function referencedFiles(state: SiteState): string[] {
  const pictures: Picture[] = [
    ...state.photos.map((p) => p.picture),
    ...state.slides.map((s) => s.picture),
    ...state.team.map((m) => m.picture),
    // A video lists one picture (its own, else Vimeo's stored thumbnail).
    ...state.videos.flatMap((v) => (v.picture ? [v.picture] : [])),
  ];
  const keys = pictures.flatMap((p) => pictureVariants(p).map((v) => v.url.replace(/^\/media\//, '')));
  return [...keys, ...state.logos.map((name) => `logos/${name}`)].sort();
}

/** Every file under the media folder, except the dot-named temporary files of interrupted writes. */
export function storedFiles(mediaDir: string): string[] {
  if (!existsSync(mediaDir)) return [];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name.startsWith('.')) return [];
      const full = join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [relative(mediaDir, full)];
    });
  return walk(mediaDir).sort();
}

/** Listed rows whose files are missing or empty. */
export function missingFiles(state: SiteState, mediaDir: string): string[] {
  return referencedFiles(state).filter((key) => {
    const file = join(mediaDir, key);
    return !existsSync(file) || statSync(file).size === 0;
  });
}

/** The image folders (`photos/<id>`) and logos (`logos/<name>`) of items in the trash: kept until purged, listed nowhere public. */
export async function trashedPrefixes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('trash').select('files').execute();
  return rows.flatMap((row) => {
    const files = JSON.parse(row.files) as { images: string[]; logos: string[] };
    return [...files.images, ...files.logos.map((logo) => `logos/${logo}`)];
  });
}

/** Stored files outside the trash's folders (`prefixes` from trashedPrefixes). */
export function outsideTrash(files: string[], prefixes: string[]): string[] {
  return files.filter((file) => !prefixes.some((prefix) => file === prefix || file.startsWith(`${prefix}/`)));
}

/**
 * What a failed change left half stored: rows whose files are missing, and files that neither a
 * listed row nor an item in the trash accounts for. Both empty after any sequence of requests
 * (the fuzzing's invariant, in the suite and in `npm run fuzz`).
 */
export async function partialWrites(
  state: SiteState,
  mediaDir: string,
  db: Db,
): Promise<{ missing: string[]; stray: string[] }> {
  const wanted = new Set(referencedFiles(state));
  const stored = outsideTrash(storedFiles(mediaDir), await trashedPrefixes(db));
  return { missing: missingFiles(state, mediaDir), stray: stored.filter((file) => !wanted.has(file)) };
}
