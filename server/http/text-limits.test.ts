import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { aboutUsFormSchema } from '#shared/schemas/about-us.ts';
import { loginSchema } from '#shared/schemas/auth.ts';
import { passwordChangeSchema, userAddSchema, type User } from '#shared/schemas/user.ts';
import { categoryFormSchema } from '#shared/schemas/category.ts';
import { partnerFormSchema, type Partner } from '#shared/schemas/partner.ts';
import {
  locationAddSchema,
  locationImageAddSchema,
  locationImageOrderSchema,
  locationImageUpdateSchema,
  locationUpdateSchema,
  type Location,
} from '#shared/schemas/location.ts';
import { photoFormSchema } from '#shared/schemas/photo.ts';
import { settingsUpdateSchema, type SiteSettings } from '#shared/schemas/settings.ts';
import { slideFormSchema } from '#shared/schemas/slide.ts';
import { teamFormSchema } from '#shared/schemas/team.ts';
import type { Video } from '#shared/schemas/video.ts';
import { videoFormSchema, videoOrderFormSchema } from '#shared/schemas/video.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import {
  addCategory,
  addPartner,
  addLocation,
  addPhoto,
  addSlide,
  addTeamMember,
  addVideo,
  formPost,
  get,
  jsonPost,
  mediaFiles,
  read,
} from '../test/factories.ts';
import { jpeg, png } from '../test/fixtures.ts';

/**
 * Every text field of every add / update route, at its maximum (accepted and stored) and one
 * character past it (400 with the field's 'Maximum N symbols', nothing stored, no file left
 * behind). The table is checked against the app's POST routes and the shared schemas' fields, so
 * a new route or field without a row fails here.
 */

/** Items the update routes and id fields point at, made once per file. */
interface Ctx {
  videoCategory: string;
  photoCategory: string;
  video: string;
  photo: string;
  slide: string;
  member: string;
  partner: string;
  location: string;
  locationImage: string;
  /** A location with two images, for the order route. */
  orderedLocation: string;
  orderedImages: [string, string];
}

interface FieldCase {
  max: number;
  /** A value of exactly `n` characters that breaks no other rule of the field (default 'k' × n). */
  value?: (n: number, c: Ctx) => string;
  /** Checks that an accepted value took effect; default: the site's content now contains it. */
  took?: (t: TestApp, value: string) => Promise<void>;
}

interface RouteCase {
  path: string;
  url: (c: Ctx) => string;
  body: 'json' | 'form';
  schema: z.ZodObject;
  /** Schema fields that are not free text (enums, numbers). */
  notText?: string[];
  /** Valid values for the other fields, so one field at a time can be made long. */
  valid: (c: Ctx) => Record<string, string>;
  /** An image the route needs to accept the form (the add routes of pictures). */
  needsImage?: boolean;
  /** The field the route's file goes in (default `image`). */
  fileField?: string;
  /** The answer that says the fields were accepted. */
  accepted: { status: number; message?: string; errors?: { field: string; message: string }[] };
  fields: Record<string, FieldCase>;
}

const k = (n: number) => 'k'.repeat(n);
/** A new password must not be one character over and over: words, cut to length. */
const phrase = (n: number) => 'a long pass phrase '.repeat(Math.ceil(n / 19)).slice(0, n);
const email = (n: number) => `${'e'.repeat(n - '@example.com'.length)}@example.com`;
/** Same id, then padding: over the limit, the length is the only thing wrong. */
const id = (pick: (c: Ctx) => string) => (n: number, c: Ctx) => pick(c) + 'f'.repeat(n - 24);
let urlCounter = 0;
const vimeo = (n: number) => {
  const base = `https://vimeo.com/${77_000_000 + ++urlCounter}?h=`;
  return base + k(n - base.length);
};
const videoFields = (c: Ctx) => ({
  url: vimeo(30),
  caption: 'A film caption',
  category: c.videoCategory,
});
const video = {
  url: { max: textLimits.url, value: vimeo },
  caption: { max: textLimits.caption },
  category: { max: textLimits.id, value: id((c) => c.videoCategory) },
  director: { max: textLimits.credit },
  pop: { max: textLimits.credit },
  production: { max: textLimits.credit },
  alt: { max: textLimits.alt },
};
const photo = {
  caption: { max: textLimits.caption },
  text: { max: textLimits.photoText },
  category: { max: textLimits.id, value: id((c) => c.photoCategory) },
  alt: { max: textLimits.alt },
};
const slide = {
  caption: { max: textLimits.caption },
  text: { max: textLimits.credit },
  videoId: { max: textLimits.id, value: id((c) => c.video) },
  alt: { max: textLimits.alt },
};
const member = {
  caption: { max: textLimits.caption },
  text: { max: textLimits.teamPosition },
  description: { max: textLimits.teamDescription },
  instagram: { max: textLimits.instagram },
  email: { max: textLimits.email, value: email },
  alt: { max: textLimits.alt },
};
const partner = {
  name: { max: textLimits.caption },
  url: { max: textLimits.url, value: (n: number) => `https://partner.example/${k(n - 'https://partner.example/'.length)}` },
  alt: { max: textLimits.alt },
};
const memberFields = { caption: 'Olena Petrenko', text: 'Director of photography' };
let placeCounter = 0;
/** A location name no other location has (names are unique). */
const placeName = () => ({ name: `Place ${++placeCounter}` });
const locations = (app: TestApp) => read<Location[]>(app, '/api/locations');
/** A JSON list whose text is padded to the length with JSON's own whitespace. */
const paddedJson = (value: unknown) => (n: number) => JSON.stringify(value).padEnd(n, ' ');
/** The fields of a location's add and update forms; `marker` tells the two routes' lists apart. */
const locationFields = (marker: string, name: (n: number) => string): Record<string, FieldCase> => ({
  name: { max: textLimits.locationName, value: name },
  heading: { max: textLimits.locationHeading },
  intro: { max: textLimits.locationIntro },
  paragraphs: {
    max: textLimits.locationJson,
    value: paddedJson([`${marker} paragraph`]),
    took: async (app) => expect((await locations(app)).some((l) => l.paragraphs[0] === `${marker} paragraph`)).toBe(true),
  },
  facts: {
    max: textLimits.locationJson,
    value: paddedJson([{ label: 'Rebate', value: `${marker} fact` }]),
    took: async (app) => expect((await locations(app)).some((l) => l.facts[0]?.value === `${marker} fact`)).toBe(true),
  },
  seeMoreCategory: { max: textLimits.id, value: id((c) => c.photoCategory) },
  heroAlt: { max: textLimits.alt },
});
/** Sign-in takes nothing: reaching the password check ('Wrong data') is what accepted means. */
const notStored = async () => {};
const created = { status: 201, message: messages.success };
/** Each account added needs its own e-mail; the last one made is the one a password row signs in with. */
let accountCounter = 0;
let lastAccountEmail = '';
const newAccountEmail = () => (lastAccountEmail = `limits-${++accountCounter}@example.com`);
const accounts = async (app: TestApp) => (await app.app.inject(get('/api/users', app.token))).json<User[]>();
/** A wrong current password, checked: reaching that check is what accepted means. */
const wrongCurrent = {
  status: 400,
  message: messages.accounts.wrongCurrent,
  errors: [{ field: 'current', message: messages.accounts.wrongCurrent }],
};
const updated = { status: 200 };

const settingsOffice = {
  country: 'Georgia',
  city: 'Tbilisi',
  address: '22 Kote Afkhazi St',
  phone: '+995 32 219 48 60',
  email: 'tbilisi@example.com',
  lat: 41.69205,
  lng: 44.80584,
};
const settingsLink = { network: 'vimeo', url: 'https://vimeo.com/company' };

const routes: RouteCase[] = [
  {
    path: '/api/auth/login',
    url: () => '/api/auth/login',
    body: 'json',
    schema: loginSchema,
    valid: () => ({ email: 'nobody@example.com', password: 'not-the-password' }),
    accepted: { status: 400, message: messages.auth.wrongData },
    fields: {
      email: { max: textLimits.email, value: email, took: notStored },
      password: { max: textLimits.password, took: notStored },
    },
  },
  {
    path: '/api/users/add',
    url: () => '/api/users/add',
    body: 'form',
    schema: userAddSchema,
    valid: () => ({ email: newAccountEmail(), password: 'a-first-password' }),
    accepted: created,
    fields: {
      email: {
        max: textLimits.email,
        value: email,
        took: async (app, value) => expect((await accounts(app)).map((a) => a.email)).toContain(value),
      },
      password: {
        max: textLimits.password,
        value: phrase,
        took: async (app, value) => {
          const res = await app.app.inject(jsonPost('/api/auth/login', { email: lastAccountEmail, password: value }));
          expect(res.statusCode, res.body).toBe(200);
        },
      },
    },
  },
  {
    path: '/api/auth/password',
    url: () => '/api/auth/password',
    body: 'json',
    schema: passwordChangeSchema,
    valid: () => ({ current: 'not-the-password', password: 'a-new-password' }),
    accepted: wrongCurrent,
    fields: {
      current: { max: textLimits.password, took: notStored },
      password: { max: textLimits.password, value: phrase, took: notStored },
    },
  },
  {
    path: '/api/about_us/update',
    url: () => '/api/about_us/update',
    body: 'json',
    schema: aboutUsFormSchema,
    valid: () => ({
      text: 'We film in three countries.',
      text_extra: 'Crews, locations, permits.',
    }),
    accepted: updated,
    fields: { text: { max: textLimits.aboutText }, text_extra: { max: textLimits.aboutText } },
  },
  {
    path: '/api/gallery_category/add',
    url: () => '/api/gallery_category/add',
    body: 'json',
    schema: categoryFormSchema,
    notText: ['type'],
    valid: () => ({ type: 'photo' }),
    accepted: { status: 201 },
    fields: { caption: { max: textLimits.caption } },
  },
  {
    path: '/api/gallery_category/update/:id',
    url: (c) => `/api/gallery_category/update/${c.videoCategory}`,
    body: 'json',
    schema: categoryFormSchema,
    notText: ['type'],
    valid: () => ({ type: 'gallery' }),
    accepted: updated,
    fields: { caption: { max: textLimits.caption } },
  },
  {
    path: '/api/gallery/add',
    url: () => '/api/gallery/add',
    body: 'form',
    schema: videoFormSchema,
    notText: ['type'],
    valid: videoFields,
    accepted: created,
    fields: video,
  },
  {
    path: '/api/gallery/update/:id',
    url: (c) => `/api/gallery/update/${c.video}`,
    body: 'form',
    schema: videoFormSchema,
    notText: ['type'],
    valid: videoFields,
    accepted: updated,
    fields: video,
  },
  {
    path: '/api/gallery/gallery-all-update',
    url: () => '/api/gallery/gallery-all-update',
    body: 'form',
    schema: videoOrderFormSchema,
    valid: () => ({}),
    accepted: updated,
    fields: {
      list: {
        max: textLimits.videoOrderList,
        // The last video first, padded with JSON's own whitespace to the length.
        value: (n, c) => JSON.stringify([c.video]).padEnd(n, ' '),
        took: async (t) => {
          const first = (await read<{ data: Video[] }>(t, '/api/gallery/gallery-all')).data[0];
          expect(first?._id).toBe(ctx.video);
        },
      },
    },
  },
  {
    path: '/api/photo/add',
    url: () => '/api/photo/add',
    body: 'form',
    schema: photoFormSchema,
    valid: () => ({}),
    needsImage: true,
    accepted: created,
    fields: photo,
  },
  {
    path: '/api/photo/update/:id',
    url: (c) => `/api/photo/update/${c.photo}`,
    body: 'form',
    schema: photoFormSchema,
    valid: () => ({}),
    accepted: updated,
    fields: photo,
  },
  {
    path: '/api/slider/add',
    url: () => '/api/slider/add',
    body: 'form',
    schema: slideFormSchema,
    notText: ['transparency'],
    valid: () => ({}),
    needsImage: true,
    accepted: created,
    fields: slide,
  },
  {
    path: '/api/slider/update/:id',
    url: (c) => `/api/slider/update/${c.slide}`,
    body: 'form',
    schema: slideFormSchema,
    notText: ['transparency'],
    valid: () => ({}),
    accepted: updated,
    fields: slide,
  },
  {
    path: '/api/team/add',
    url: () => '/api/team/add',
    body: 'form',
    schema: teamFormSchema,
    valid: () => memberFields,
    needsImage: true,
    accepted: created,
    fields: member,
  },
  {
    path: '/api/team/update/:id',
    url: (c) => `/api/team/update/${c.member}`,
    body: 'form',
    schema: teamFormSchema,
    valid: () => memberFields,
    accepted: updated,
    fields: member,
  },
  {
    path: '/api/logo/add',
    url: () => '/api/logo/add',
    body: 'form',
    schema: partnerFormSchema,
    valid: () => ({}),
    needsImage: true,
    accepted: created,
    fields: partner,
  },
  {
    path: '/api/partners/update/:id',
    url: (c) => `/api/partners/update/${c.partner}`,
    body: 'form',
    schema: partnerFormSchema,
    valid: () => ({}),
    accepted: updated,
    fields: partner,
  },
  {
    path: '/api/settings/update',
    url: () => '/api/settings/update',
    body: 'form',
    schema: settingsUpdateSchema,
    notText: ['removeLogo', 'removeShareImage'],
    valid: () => ({}),
    accepted: updated,
    fields: {
      companyName: { max: textLimits.companyName },
      description: { max: textLimits.siteDescription },
      logoAlt: { max: textLimits.alt },
      shareImageAlt: { max: textLimits.alt },
      // JSON lists, padded with JSON's own whitespace to the length.
      offices: {
        max: textLimits.settingsJson,
        value: (n) => JSON.stringify([settingsOffice]).padEnd(n, ' '),
        took: async (t) => expect((await read<SiteSettings>(t, '/api/settings')).offices).toEqual([settingsOffice]),
      },
      social: {
        max: textLimits.settingsJson,
        value: (n) => JSON.stringify([settingsLink]).padEnd(n, ' '),
        took: async (t) => expect((await read<SiteSettings>(t, '/api/settings')).social).toEqual([settingsLink]),
      },
    },
  },
  {
    path: '/api/locations/add',
    url: () => '/api/locations/add',
    body: 'form',
    schema: locationAddSchema,
    valid: placeName,
    needsImage: true,
    fileField: 'hero',
    accepted: created,
    fields: locationFields('Added', k),
  },
  {
    path: '/api/locations/update/:id',
    url: (c) => `/api/locations/update/${c.location}`,
    body: 'form',
    schema: locationUpdateSchema,
    valid: () => ({}),
    accepted: updated,
    // Another letter than the add's long name: names are unique.
    fields: locationFields('Updated', (n) => 'u'.repeat(n)),
  },
  {
    path: '/api/locations/:id/images/add',
    url: (c) => `/api/locations/${c.location}/images/add`,
    body: 'form',
    schema: locationImageAddSchema,
    valid: () => ({}),
    needsImage: true,
    accepted: created,
    fields: { alt: { max: textLimits.alt } },
  },
  {
    path: '/api/locations/:id/images/update/:imageId',
    url: (c) => `/api/locations/${c.location}/images/update/${c.locationImage}`,
    body: 'form',
    schema: locationImageUpdateSchema,
    valid: () => ({}),
    accepted: updated,
    fields: { alt: { max: textLimits.alt } },
  },
  {
    path: '/api/locations/:id/images/order',
    url: (c) => `/api/locations/${c.orderedLocation}/images/order`,
    body: 'form',
    schema: locationImageOrderSchema,
    valid: () => ({}),
    accepted: updated,
    fields: {
      list: {
        max: textLimits.idList,
        // The two images swapped, padded with JSON's own whitespace to the length.
        value: (n, c) => paddedJson([...c.orderedImages].reverse())(n),
        took: async (app) => {
          const ordered = (await locations(app)).find((l) => l._id === ctx.orderedLocation);
          expect(ordered?.images.map((i) => i._id)).toEqual([...ctx.orderedImages].reverse());
        },
      },
    },
  },
];

/** POST routes that take no text at all (sign-out has no body). */
const withoutText = [
  '/api/auth/logout',
  '/api/trash/restore/:id',
  '/api/video/refresh/:id',
  // Their one text field, `list`, must name exactly the current items, which the rows above keep
  // adding to: its limit is tested per list in order-route.test.ts.
  '/api/photo/order',
  '/api/team/order',
  '/api/logo/order',
  '/api/slider/order',
];

let t: TestApp;
let ctx: Ctx;

async function partnerId(): Promise<string> {
  await addPartner(t);
  return (await read<Partner[]>(t, '/api/partners'))[0]?._id ?? '';
}

/** Everything the site shows and every stored file: equal before and after a refused request. */
async function siteState(app: TestApp) {
  return {
    about: await read(app, '/api/about_us'),
    settings: await read(app, '/api/settings'),
    categories: [
      await read(app, '/api/gallery_category/all/gallery'),
      await read(app, '/api/gallery_category/all/photo'),
    ],
    videos: await read(app, '/api/gallery/gallery-all'),
    photos: await read(app, '/api/photo?page=1'),
    slides: await read(app, '/api/slider'),
    team: await read(app, '/api/team'),
    logos: await read(app, '/api/logo/'),
    partners: await read(app, '/api/partners'),
    accounts: await accounts(app),
    locations: await read(app, '/api/locations'),
    files: mediaFiles(app),
  };
}

async function request(
  route: RouteCase,
  fields: Record<string, string>,
  image?: Buffer,
): Promise<InjectOptions> {
  const url = route.url(ctx);
  if (route.body === 'json') return jsonPost(url, fields, t.token);
  return formPost(url, { ...fields, ...(image ? { [route.fileField ?? 'image']: image } : {}) }, t.token);
}

beforeAll(async () => {
  t = await buildTestApp();
  const videoCategory = (await addCategory(t, 'gallery'))._id;
  const photoCategory = (await addCategory(t, 'photo'))._id;
  const first = await addVideo(t, { category: videoCategory });
  await addVideo(t, { category: videoCategory });
  ctx = {
    videoCategory,
    photoCategory,
    // The older of the two: the order test moves it first.
    video: first._id,
    photo: (await addPhoto(t))._id,
    slide: (await addSlide(t))._id,
    member: (await addTeamMember(t))._id,
    partner: await partnerId(),
    ...(await locationCtx()),
  };
  // A logo and a share image, so that their alt texts show in GET /api/settings.
  const settings = await t.app.inject(formPost('/api/settings/update', { logo: await png(40, 20), shareImage: await jpeg(60, 30) }, t.token));
  expect(settings.statusCode, settings.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** A location with one image (the update routes) and one with two (the order route). */
async function locationCtx() {
  const withImages = async (name: string, count: number) => {
    const location = await addLocation(t, { name });
    const image = await Promise.all(Array.from({ length: count }, () => jpeg(16, 12)));
    const res = await t.app.inject(formPost(`/api/locations/${location._id}/images/add`, { image }, t.token));
    expect(res.statusCode, res.body).toBe(201);
    return (await locations(t)).find((l) => l._id === location._id)?.images.map((i) => i._id) ?? [];
  };
  const [locationImage = ''] = await withImages('Armenia', 1);
  const [first = '', second = ''] = await withImages('Moldova', 2);
  const byName = async (name: string) => (await locations(t)).find((l) => l.name === name)?._id ?? '';
  return {
    location: await byName('Armenia'),
    locationImage,
    orderedLocation: await byName('Moldova'),
    orderedImages: [first, second] as [string, string],
  };
}

describe('text limits', () => {
  it('the table covers every POST route and every text field of its schema', () => {
    const posts = [
      ...t.app.printRoutes({ commonPrefix: false, method: 'POST' }).matchAll(/── (\S+) \(POST\)/g),
    ].map((m) => m[1]);
    expect(posts.length).toBeGreaterThan(10);
    expect(posts.filter((p) => !withoutText.includes(p ?? '')).sort()).toEqual(
      routes.map((r) => r.path).sort(),
    );
    for (const route of routes) {
      const text = Object.keys(route.schema.shape).filter((f) => !route.notText?.includes(f));
      expect(Object.keys(route.fields).sort(), route.path).toEqual(text.sort());
    }
  });

  const rows = routes.flatMap((route) =>
    Object.entries(route.fields).map(([field, limit]) => ({ route, field, limit })),
  );

  it.each(rows.map((row) => [row.route.path, row.field, row.limit.max, row] as const))(
    '%s: %s of %i characters is accepted, one more is refused with 400 and nothing stored',
    async (_path, field, max, { route, limit }) => {
      const value = (n: number) => (limit.value ?? k)(n, ctx);
      const image = route.body === 'form' ? await jpeg(16, 12) : undefined;

      const over = value(max + 1);
      expect(over).toHaveLength(max + 1);
      const before = await siteState(t);
      const refused = await t.app.inject(
        await request(route, { ...route.valid(ctx), [field]: over }, image),
      );
      expect(refused.statusCode, refused.body.slice(0, 300)).toBe(400);
      const message = messages.maxSymbols(max);
      expect(refused.json()).toMatchObject({ message, errors: [{ field, message }] });
      expect(await siteState(t)).toEqual(before);

      const atMax = value(max);
      expect(atMax).toHaveLength(max);
      const res = await t.app.inject(
        await request(
          route,
          { ...route.valid(ctx), [field]: atMax },
          route.needsImage ? image : undefined,
        ),
      );
      expect(res.statusCode, res.body.slice(0, 300)).toBe(route.accepted.status);
      if (route.accepted.message)
        expect(res.json()).toMatchObject({ message: route.accepted.message });
      expect(res.json<{ errors?: unknown }>().errors).toEqual(route.accepted.errors);
      if (limit.took) await limit.took(t, atMax);
      else expect(JSON.stringify(await siteState(t))).toContain(atMax);
    },
  );

  it('the longest email and password the sign-in form takes make an admin account that signs in', async () => {
    // A long local part: the user name is derived from it.
    const longest = { email: email(textLimits.email), password: k(textLimits.password) };
    const other = await buildTestApp({
      env: { ADMIN_EMAIL: longest.email, ADMIN_PASSWORD: longest.password },
    });
    try {
      const res = await other.app.inject(jsonPost('/api/auth/login', longest));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: messages.auth.loggedIn });
    } finally {
      await other.close();
    }
  });

  it('a 1 MB category caption is refused with the caption message', async () => {
    const before = await siteState(t);
    const res = await t.app.inject(
      jsonPost('/api/gallery_category/add', { caption: k(1_000_000), type: 'photo' }, t.token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: [{ field: 'caption', message: messages.maxSymbols(textLimits.caption) }],
    });
    expect(await siteState(t)).toEqual(before);
  });
});
