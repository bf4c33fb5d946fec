import type { VideoEditorValues } from './video-schemas.ts';

/**
 * The parts of POST /api/gallery/update/{id} for the chosen preview mode: no `image` part keeps
 * the preview, image='null' deletes it (the Vimeo thumbnail comes back), a file replaces it.
 */
export function updateParts({ imageMode, image, ...fields }: VideoEditorValues) {
  switch (imageMode) {
    case 'change':
      return { ...fields, image };
    case 'delete':
      return { ...fields, image: 'null' };
    default:
      return fields;
  }
}
