import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database as Kysely sees it (camelCase here, snake_case in SQL via CamelCasePlugin).
 * JSON columns are TEXT in every dialect and go through db/json.ts.
 */
export interface UsersTable {
  id: string;
  email: string;
  username: string;
  passwordHash: string;
  /** Bumped when the password changes, so tokens issued before stop working. */
  tokenVersion: Generated<number>;
  createdAt: string;
}

export interface CategoriesTable {
  id: string;
  caption: string;
  type: 'gallery' | 'photo';
  createdAt: string;
  /** ISO 8601 UTC: the row's last change (add, edit, order, image, restore); the sitemap's lastmod. */
  updatedAt: string;
}

/** Columns every row with an uploaded image carries. */
interface ImageColumns {
  imageId: string;
  /** JSON of shared Picture. */
  imageMeta: string;
  /** The admin's alt text; '' when none (the page falls back to a caption or a name). */
  alt: string;
}

export interface VideosTable {
  id: string;
  url: string;
  caption: string;
  categoryId: string | null;
  director: string;
  pop: string;
  production: string;
  /** The admin's own preview; null when none. */
  imageId: string | null;
  imageMeta: string | null;
  /** JSON of the Vimeo oEmbed answer; null until fetched. */
  vimeoResponse: string | null;
  /** Our stored copy of Vimeo's thumbnail. */
  thumbImageId: string | null;
  thumbImageMeta: string | null;
  /** The alt text of the admin's own preview. */
  alt: string;
  /** Admin order, ascending; a new video gets one less than the smallest. */
  position: number;
  createdAt: string;
  /** ISO 8601 UTC: the row's last change (add, edit, order, image, restore); the sitemap's lastmod. */
  updatedAt: string;
}

export interface PhotosTable extends ImageColumns {
  id: string;
  caption: string;
  text: string;
  categoryId: string | null;
  /** Admin order, ascending (ties: newest first); a new row gets one less than the smallest (db/positions.ts). */
  position: Generated<number>;
  createdAt: string;
  /** ISO 8601 UTC: the row's last change (add, edit, order, image, restore); the sitemap's lastmod. */
  updatedAt: string;
}

export interface SlidesTable extends ImageColumns {
  id: string;
  caption: string;
  text: string;
  videoId: string | null;
  transparency: number;
  /** Admin order, ascending (ties: newest first); a new row gets one less than the smallest (db/positions.ts). */
  position: Generated<number>;
  createdAt: string;
  /** ISO 8601 UTC: the row's last change (add, edit, order, image, restore); the sitemap's lastmod. */
  updatedAt: string;
}

export interface TeamMembersTable extends ImageColumns {
  id: string;
  caption: string;
  text: string;
  description: string;
  instagram: string;
  email: string;
  /** Admin order, ascending (ties: newest first); a new row gets one less than the smallest (db/positions.ts). */
  position: Generated<number>;
  createdAt: string;
  /** ISO 8601 UTC: the row's last change (add, edit, order, image, restore); the sitemap's lastmod. */
  updatedAt: string;
}

export interface PartnersTable {
  id: string;
  name: string;
  /** The partner's site (https), '' for none. */
  url: string;
  alt: string;
  /** The logo file, `<24hex>.webp|png` under logos/. */
  logo: string;
  /** Admin order, ascending (ties: newest first); a new row gets one less than the smallest (db/positions.ts). */
  position: Generated<number>;
  createdAt: string;
  /** ISO 8601 UTC: the row's last change (add, edit, order, image, restore); the sitemap's lastmod. */
  updatedAt: string;
}

export interface AboutUsTable {
  id: number;
  text: string;
  textExtra: string;
  /** ISO 8601 UTC: the row's last change (add, edit, order, image, restore); the sitemap's lastmod. */
  updatedAt: string;
}

/** The company's details: one row (id 1), always present (the migration creates it). */
export interface SiteSettingsTable {
  id: number;
  companyName: string;
  description: string;
  /** Null: the built-in wordmark. */
  logoImageId: string | null;
  logoImageMeta: string | null;
  logoAlt: Generated<string>;
  /** Null: no default share image. */
  shareImageId: string | null;
  shareImageMeta: string | null;
  shareImageAlt: Generated<string>;
  /** JSON of shared Office[]. */
  offices: Generated<string>;
  /** JSON of shared SocialLink[]. */
  social: Generated<string>;
  /** ISO 8601 UTC: the row's last change (add, edit, order, image, restore); the sitemap's lastmod. */
  updatedAt: string;
}
export type SiteSettingsRow = Selectable<SiteSettingsTable>;
/** A location page (issue 13); its name is its address. */
export interface LocationsTable {
  id: string;
  name: string;
  /** The name in lower case: unique, so an address names one location whatever its letter case. */
  nameKey: string;
  heading: string;
  intro: string;
  /** JSON: string[]. */
  paragraphs: string;
  /** JSON: {label, value}[]. */
  facts: string;
  heroImageId: string;
  /** JSON of shared Picture. */
  heroImageMeta: string;
  heroAlt: string;
  /** The photo category the "See more" link opens; null for none. */
  seeMoreCategoryId: string | null;
  /** Menu order, ascending; a new location goes last. */
  position: number;
  createdAt: string;
  /** ISO 8601 UTC: the row's last change (add, edit, order, image, restore); the sitemap's lastmod. */
  updatedAt: string;
}

/** One image of a location's carousel. */
export interface LocationImagesTable extends ImageColumns {
  id: string;
  locationId: string;
  alt: string;
  /** Carousel order, ascending; a new image goes last. */
  position: number;
  createdAt: string;
  /** ISO 8601 UTC: the row's last change (add, edit, order, image, restore); the sitemap's lastmod. */
  updatedAt: string;
}

/** A former name (lower case) of a renamed location: its address answers 301 to the current one. */
export interface LocationRedirectsTable {
  nameKey: string;
  locationId: string;
}

/** Tokens signed out before their expiry; rows are dropped once the token has expired anyway. */
export interface RevokedTokensTable {
  jti: string;
  /** ISO 8601 UTC: the token's own expiry. */
  expiresAt: string;
}

/** Facts about the installation itself, such as when it was first set up. */
export interface AppSettingsTable {
  key: string;
  value: string;
}

/** Sign-in attempts per throttle key in the current window (modules/auth/database-throttle-store.ts). */
export interface LoginAttemptsTable {
  key: string;
  count: number;
  /** End of the window, epoch milliseconds. */
  resetAt: number;
}

/** One write, sign-in, failed sign-in or password change (modules/activity). */
export interface ActivityTable {
  id: string;
  /** ISO 8601 UTC. */
  at: string;
  /** The signed-in account; null for a failed sign-in. */
  userId: string | null;
  /** The account's e-mail at the time (a failed sign-in: the e-mail tried). */
  userEmail: string;
  action: string;
  kind: string | null;
  itemId: string | null;
  caption: string;
  ip: string;
}

/** A removed item, restorable until purged (modules/trash; migration 0007). */
export interface TrashTable {
  /** The item's own id: it comes back under it. */
  id: string;
  kind: string;
  caption: string;
  /** JSON of modules/trash TrashPayload: the removed rows whole and what pointed at the item. */
  payload: string;
  /** JSON of TrashFiles: the stored images and logos the rows reference. */
  files: string;
  deletedAt: string;
  /** The e-mail of the account that removed it; null outside a request. */
  deletedBy: string | null;
  purgeAt: string;
}

export interface Database {
  appSettings: AppSettingsTable;
  users: UsersTable;
  categories: CategoriesTable;
  videos: VideosTable;
  photos: PhotosTable;
  slides: SlidesTable;
  teamMembers: TeamMembersTable;
  partners: PartnersTable;
  aboutUs: AboutUsTable;
  siteSettings: SiteSettingsTable;
  locations: LocationsTable;
  locationImages: LocationImagesTable;
  locationRedirects: LocationRedirectsTable;
  revokedTokens: RevokedTokensTable;
  loginAttempts: LoginAttemptsTable;
  activity: ActivityTable;
  trash: TrashTable;
}

export type UserRow = Selectable<UsersTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type VideoRow = Selectable<VideosTable>;
export type NewVideoRow = Insertable<VideosTable>;
export type VideoUpdate = Updateable<VideosTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type SlideRow = Selectable<SlidesTable>;
export type TeamMemberRow = Selectable<TeamMembersTable>;
export type PartnerRow = Selectable<PartnersTable>;
export type LocationRow = Selectable<LocationsTable>;
export type LocationImageRow = Selectable<LocationImagesTable>;
export type TrashRow = Selectable<TrashTable>;
