import { useLocation, useNavigate, useParams } from 'react-router';
import type { Photo } from '#shared/schemas/photo.ts';
import { withPages } from '#web/lib/list-query.ts';

/** What the gallery keeps in a history entry of an open photo (React Router's location state). */
export interface PhotoEntryState {
  /** True when this visit opened the viewer from the grid: its close control goes Back. */
  pushed: boolean;
  /** The open photo, for the page's title when it is not in the loader's data (a 'Load more' page). */
  photo: Photo;
}

/** Reads a location state written by usePhotoAddress; anything else (another page's, none) is null. */
export function photoEntryState(state: unknown): PhotoEntryState | null {
  if (typeof state !== 'object' || state === null || !('photo' in state)) return null;
  const { pushed, photo } = state as { pushed?: unknown; photo?: Partial<Photo> | null };
  if (typeof photo?._id !== 'string' || typeof photo.picture !== 'object') return null;
  return { pushed: pushed === true, photo: photo as Photo };
}

/** The address of a photo in the gallery, keeping the list's query (category, loaded pages). */
export function photoPath(photoId: string): string {
  return `/gallery/${encodeURIComponent(photoId)}`;
}

/**
 * The gallery viewer driven by the address (/gallery/{photoId}): opening a photo adds a history
 * entry, so Back closes the viewer and Forward opens it again; moving to another photo replaces
 * the entry (one Back still closes). The list's query stays, with `?pages=` set to `pages` (the
 * list's length; null keeps it as it is), and no move scrolls the page.
 */
export function usePhotoAddress(pages: number | null) {
  const { photoId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const entry = photoEntryState(location.state);
  const search = pages === null ? location.search : withPages(location.search, pages);
  const to = (photo: Photo) => ({ pathname: photoPath(photo._id), search });
  return {
    openId: photoId,
    /** The address that opens this photo over the same list (a tile's link). */
    href: (photo: Photo) => `${photoPath(photo._id)}${search}`,
    /** The open photo as the entry remembers it, if it does. */
    remembered: entry?.photo._id === photoId ? entry?.photo : undefined,
    open: (photo: Photo) => {
      void navigate(to(photo), { preventScrollReset: true, state: { pushed: true, photo } satisfies PhotoEntryState });
    },
    show: (photo: Photo) => {
      void navigate(to(photo), {
        replace: true,
        preventScrollReset: true,
        // The viewer loaded more pages: the entry it was opened from shows fewer, and going Back
        // to it after a reload would load those only. Its close then opens the list as it is.
        state: { pushed: (entry?.pushed ?? false) && search === location.search, photo } satisfies PhotoEntryState,
      });
    },
    close: () => {
      // Opened here: Back, to the very entry (and scroll position) it was opened from.
      if (entry?.pushed) void navigate(-1);
      else void navigate({ pathname: '/gallery', search: location.search }, { preventScrollReset: true });
    },
  };
}
