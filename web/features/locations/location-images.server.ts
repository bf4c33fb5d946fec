import { z } from 'zod';
import type { Country } from '#shared/limits.ts';
import { pictureSchema, type Picture } from '#shared/schemas/common.ts';

/**
 * The carousel images are built into build/client/assets/locations by
 * scripts/build-location-images.ts, which also writes this manifest of their sizes,
 * placeholders and variants (outside client/, so it is not served). Loaders run only on the server, so reading a file is fine here.
 */
const manifestSchema = z.object({
  Ukraine: z.array(pictureSchema).default([]),
  Georgia: z.array(pictureSchema).default([]),
  Kazakhstan: z.array(pictureSchema).default([]),
});
type Manifest = z.infer<typeof manifestSchema>;

export const manifestPath = ['build', 'location-images.json'] as const;

let cached: Manifest | undefined;

async function readManifest(): Promise<Manifest | undefined> {
  if (cached) return cached;
  const { readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  try {
    const raw = await readFile(join(process.cwd(), ...manifestPath), 'utf8');
    cached = manifestSchema.parse(JSON.parse(raw));
    return cached;
  } catch {
    // Not built yet: the page still renders, without its carousel. Retried on the next request.
    return undefined;
  }
}

export async function locationImages(country: Country): Promise<Picture[]> {
  return (await readManifest())?.[country] ?? [];
}
