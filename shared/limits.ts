/** Business constants of SPEC.md section 9, plus the page sizes and upload limits DESIGN.md fixes. */
export const limits = {
  sliderIntervalMs: 5000,
  countryIntervalMs: 5000,
  videosBreakpointPx: 768,
  locationBreakpointPx: 991,
  teamPositionMax: 350,
  passwordMin: 6,
  transparencyMin: 0,
  transparencyMax: 100,
  transparencyDefault: 0,
  mapZoom: 18,
  playerWidth: 920,
  playerHeight: 600,
  arrowScrollOffsetPx: 70,
  videosPageSize: 10,
  photosPageSize: 12,
  uploadMaxBytes: 20 * 1024 * 1024,
  uploadMaxPixels: 50_000_000,
  /** Vimeo oEmbed must never hold a request longer than this. */
  oembedTimeoutMs: 3000,
} as const;

export const countries = ['Ukraine', 'Georgia', 'Kazakhstan'] as const;
export type Country = (typeof countries)[number];

/** Carousel images per location page (SPEC.md section 9). */
export const countryImageCount: Record<Country, number> = {
  Ukraine: 23,
  Georgia: 15,
  Kazakhstan: 15,
};

/** The photo category the 'See more' button of the Ukraine page opens; it cannot be edited or deleted. */
export const protectedPhotoCategory = 'Ukraine';

/** Accepted upload types, decided by content (see server/media). */
export const strictImageMimes = ['image/jpeg', 'image/png'] as const;
export const anyImageMimes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/tiff',
] as const;

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
export const themeStorageKey = 'theme';
export const tokenStorageKey = 'token';
