import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { errorCodes, type ErrorCode } from '#shared/errors.ts';
import { messages } from '#shared/messages.ts';
import type { Category, CategoryType } from '#shared/schemas/category.ts';
import type { Location } from '#shared/schemas/location.ts';
import type { Photo, PhotoPage } from '#shared/schemas/photo.ts';
import type { Slide } from '#shared/schemas/slide.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import type { Video } from '#shared/schemas/video.ts';
import type { TestApp } from './build-test-app.ts';
import { jpeg } from './fixtures.ts';
import { multipart } from './multipart.ts';

export type Fields = Record<string, string | Buffer | Buffer[] | undefined>;

const tokenHeader = (token?: string): Record<string, string> =>
  token ? { 'x-access-token': token } : {};

/** A multipart POST the way the original client sends its forms; a Buffer field is the `image` file. */
export function formPost(
  url: string,
  fields: Fields,
  token?: string,
  filename?: string,
): InjectOptions {
  const body = multipart(fields, filename);
  return {
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...tokenHeader(token) },
  };
}

export function jsonPost(url: string, body: object, token?: string): InjectOptions {
  return {
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    headers: tokenHeader(token),
  };
}

export function get(url: string, token?: string): InjectOptions {
  return { method: 'GET', url, headers: tokenHeader(token) };
}

/** GETs a JSON answer, failing the test unless it is a 200. */
/** A removal as the admin (a GET, SPEC.md section 6): must answer 200 {message: 'success', status: 200}. */
export async function removeOk(t: TestApp, url: string): Promise<void> {
  const res = await t.app.inject(get(url, t.token));
  expect(res.statusCode, url).toBe(200);
  expect(res.json()).toEqual({ message: 'success', status: 200 });
}

export async function read<T>(t: TestApp, url: string): Promise<T> {
  const res = await t.app.inject(get(url));
  expect(res.statusCode, `GET ${url}`).toBe(200);
  return res.json<T>();
}

/** Every file under the media folder, as sorted relative paths. */
export function mediaFiles(t: TestApp): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : [relative(t.mediaDir, join(dir, entry.name))],
    );
  return walk(t.mediaDir).sort();
}

/** Media files belonging to one stored image id (e.g. `photos/6650…`). */
export const filesOf = (t: TestApp, imageId: string) =>
  mediaFiles(t).filter((f) => f.startsWith(`${imageId}/`));

let vimeoCounter = 0;
/** A Vimeo page address the fake answers for, unique per call. */
export const vimeoUrl = () => `https://vimeo.com/${76_000_000 + ++vimeoCounter}`;

export async function addCategory(
  t: TestApp,
  type: CategoryType,
  caption = `Category ${type}`,
): Promise<Category> {
  const res = await t.app.inject(jsonPost('/api/gallery_category/add', { caption, type }, t.token));
  expect(res.statusCode).toBe(201);
  return res.json<{ gallery_category: Category }>().gallery_category;
}

/** Adds a video through the API (JSON unless an image is given) and returns it as the API lists it. */
export async function addVideo(
  t: TestApp,
  fields: { category: string } & Record<string, string>,
  image?: Buffer,
): Promise<Video> {
  const before = new Set(
    (await read<{ data: Video[] }>(t, '/api/gallery/gallery-all')).data.map((v) => v._id),
  );
  const body = { url: vimeoUrl(), caption: 'A film caption', ...fields };
  const res = await t.app.inject(
    image
      ? formPost('/api/gallery/add', { ...body, image }, t.token)
      : jsonPost('/api/gallery/add', body, t.token),
  );
  expect(res.statusCode, res.body).toBe(201);
  const added = (await read<{ data: Video[] }>(t, '/api/gallery/gallery-all')).data.filter(
    (v) => !before.has(v._id),
  );
  expect(added).toHaveLength(1);
  return added[0] as Video;
}

export async function addPhoto(t: TestApp, fields: Fields = {}, image?: Buffer): Promise<Photo> {
  const res = await t.app.inject(
    formPost('/api/photo/add', { image: image ?? (await jpeg(16, 12)), ...fields }, t.token),
  );
  expect(res.statusCode, res.body).toBe(201);
  return (await read<PhotoPage>(t, '/api/photo')).data[0] as Photo;
}

export async function addSlide(t: TestApp, fields: Fields = {}, image?: Buffer): Promise<Slide> {
  const res = await t.app.inject(
    formPost('/api/slider/add', { image: image ?? (await jpeg(32, 24)), ...fields }, t.token),
  );
  expect(res.statusCode, res.body).toBe(201);
  return (await read<Slide[]>(t, '/api/slider'))[0] as Slide;
}

export async function addTeamMember(
  t: TestApp,
  fields: Fields = {},
  image?: Buffer,
): Promise<TeamMember> {
  const body = {
    caption: 'Olena Petrenko',
    text: 'Director of photography',
    image: image ?? (await jpeg(24, 32)),
    ...fields,
  };
  const res = await t.app.inject(formPost('/api/team/add', body, t.token));
  expect(res.statusCode, res.body).toBe(201);
  // A new member goes first (DESIGN.md section 11).
  return (await read<TeamMember[]>(t, '/api/team'))[0] as TeamMember;
}

export async function addPartner(t: TestApp, image?: Buffer, fields: Fields = {}): Promise<string> {
  const before = new Set(await read<string[]>(t, '/api/logo/'));
  const res = await t.app.inject(
    formPost('/api/logo/add', { image: image ?? (await jpeg(40, 20)), ...fields }, t.token),
  );
  expect(res.statusCode, res.body).toBe(201);
  const added = (await read<string[]>(t, '/api/logo/')).filter((name) => !before.has(name));
  expect(added).toHaveLength(1);
  return added[0] as string;
}

/** Adds a location through the API (a small JPEG hero unless given) and returns it as the API lists it. */
export async function addLocation(t: TestApp, fields: Fields = {}): Promise<Location> {
  const body = { name: 'Armenia', heading: 'shooting in', intro: 'Highlands', hero: await jpeg(40, 30), ...fields };
  const res = await t.app.inject(formPost('/api/locations/add', body, t.token));
  expect(res.statusCode, res.body).toBe(201);
  return (await read<Location[]>(t, '/api/locations')).at(-1) as Location;
}

/** Ids that must never reach a 500: unknown but well formed, and malformed in several ways. */
/** The list reads of every section, public (no token), SPEC.md section 6. */
export const publicListPaths = [
  '/api/slider',
  '/api/gallery/gallery-all',
  '/api/photo',
  '/api/team',
  '/api/logo/',
  '/api/about_us',
  '/api/locations',
] as const;

export const unknownId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
/** Path texts that are no id: a wrong shape, an encoded or a plain climb, one past the router's length. */
export const malformedIds = ['abc', 'AAAAAAAAAAAAAAAAAAAAAAAA', `${unknownId}a`, '..%2F..%2Fetc', '../../etc', 'a'.repeat(500)];
/** A path that is not valid percent-encoding: no id can be read from it at all (400, not 404). */
export const unreadableId = '%zz';

/**
 * Expects a 404 {message} for an unknown id, and for every malformed one the same 404 on every
 * route: 'Not found', code not_found (the id parameter schema refuses it before any handler).
 */
export async function expectMissingIds(
  t: TestApp,
  request: (id: string) => InjectOptions,
): Promise<void> {
  const unknown = await t.app.inject(request(unknownId));
  expect(unknown.statusCode, unknown.body).toBe(404);
  expect(unknown.json()).toMatchObject({ message: expect.any(String), code: 'not_found' });
  for (const id of malformedIds) {
    const res = await t.app.inject(request(id));
    expect({ id: id.slice(0, 30), status: res.statusCode, body: res.json<object>() }).toEqual({
      id: id.slice(0, 30),
      status: 404,
      body: { message: messages.notFound, code: 'not_found', requestId: expect.any(String) },
    });
  }
  const unreadable = await t.app.inject(request(unreadableId));
  expect(unreadable.statusCode, unreadable.body).toBe(400);
  expect(errorCodes).toContain(unreadable.json<{ code?: ErrorCode }>().code);
}
