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
  /** Records per page of the activity view (GET /api/activity). */
  activityPageSize: 50,
  /** Activity records older than this are dropped. */
  activityKeepDays: 365,
  uploadMaxBytes: 20 * 1024 * 1024,
  uploadMaxPixels: 50_000_000,
  /** Vimeo oEmbed must never hold a request longer than this. */
  oembedTimeoutMs: 3000,
  /** A removed item stays restorable in the trash this long, then it is purged for good. */
  trashDays: 30,
  /** How long the notification after a removal offers Undo. */
  undoMs: 8000,
} as const;

/**
 * The longest text, in characters, each request field accepts (after trimming). The shared
 * schemas enforce them ('Maximum N symbols'), the admin forms count against them, the API tests
 * walk them. Generous for a film company's content and far below the 1 MB a form field may carry
 * on the wire (that transport limit answers 413; these answer 400 with the field's message).
 */
export const textLimits = {
  /** Captions of videos, photos, slides and categories, a team member's name. */
  caption: 200,
  /** Credits and short labels: director, DOP, production company, a slide's client. */
  credit: 200,
  /** A photo's text. */
  photoText: 1000,
  /** A team member's position (SPEC.md section 9). */
  teamPosition: limits.teamPositionMax,
  teamDescription: 2000,
  /** Each of the about-us texts (a few paragraphs). */
  aboutText: 5000,
  /** The longest address browsers and CDNs reliably handle. */
  url: 2048,
  /** The longest address SMTP carries (RFC 5321). */
  email: 254,
  /** Any passphrase fits; a longer body never reaches argon2. */
  password: 256,
  /** Instagram's own limit for a user name (the nickname, after an '@' or profile URL is removed). */
  instagram: 30,
  /** A reference to another item (category, video): a 24-character id. */
  id: 24,
  /**
   * The video order's `list` (JSON). The site sends ids (27 characters each); the original client
   * sends whole video objects (about 2 KB each), so this keeps several hundred of those within
   * the 1 MiB a form field may carry.
   */
  videoOrderList: 1_000_000,
  /** An image's alt text. */
  alt: 300,
  /** A location's name, which is also its page address. */
  locationName: 60,
  locationHeading: 120,
  locationIntro: 600,
  locationParagraph: 3000,
  locationParagraphCount: 12,
  locationFactLabel: 60,
  locationFactValue: 200,
  locationFactCount: 8,
  /** The JSON text of a location's paragraphs or facts (12 × 3000 plus quoting). */
  locationJson: 50_000,
  /** A JSON list of ids (an image order): thousands of 27-character entries. */
  idList: 100_000,
  /** The `list` of an order of photos, team members, partners or slides: tens of thousands of ids. */
  orderList: 1_000_000,
  companyName: 80,
  siteDescription: 300,
  officeField: 80,
  officeAddress: 300,
  officePhone: 200,
  officeCount: 12,
  /** The JSON text of the offices or social links. */
  settingsJson: 20_000,
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
