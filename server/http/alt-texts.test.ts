import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { Photo } from '#shared/schemas/photo.ts';
import type { Slide } from '#shared/schemas/slide.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import type { Video } from '#shared/schemas/video.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { addCategory, addPhoto, addSlide, addTeamMember, addVideo, formPost, read } from '../test/factories.ts';
import { jpeg } from '../test/fixtures.ts';

/**
 * Every image-bearing record carries the admin's alt text (DESIGN.md section 11): written through
 * its own add and update forms, answered by its reads, '' when none was written, and kept by an
 * edit that does not send it (the original client's forms have no such field).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Kind {
  name: string;
  /** Adds one with these fields; answers its id. */
  add: (fields: Record<string, string>) => Promise<string>;
  /** The record as the public read answers it. */
  read: (id: string) => Promise<{ alt: string } | undefined>;
  update: (id: string) => string;
  /** The other fields an edit must carry. */
  editFields: Record<string, string>;
}

const member = { caption: 'Olena Petrenko', text: 'Director of photography' };
const kinds: Kind[] = [
  {
    name: 'slide',
    add: async (fields) => (await addSlide(t, fields))._id,
    read: async (id) => (await read<Slide[]>(t, '/api/slider')).find((s) => s._id === id),
    update: (id) => `/api/slider/update/${id}`,
    editFields: {},
  },
  {
    name: 'photo',
    add: async (fields) => (await addPhoto(t, fields))._id,
    read: async (id) => (await read<{ data: Photo[] }>(t, '/api/photo?page=1')).data.find((p) => p._id === id),
    update: (id) => `/api/photo/update/${id}`,
    editFields: {},
  },
  {
    name: 'team member',
    add: async (fields) => (await addTeamMember(t, { ...member, ...fields }))._id,
    read: async (id) => (await read<TeamMember[]>(t, '/api/team')).find((m) => m._id === id),
    update: (id) => `/api/team/update/${id}`,
    editFields: member,
  },
  {
    name: "video's custom preview",
    add: async (fields) => (await addVideo(t, { category: await videoCategory(), ...fields }, await jpeg(32, 18)))._id,
    read: async (id) => (await read<{ data: Video[] }>(t, '/api/gallery/gallery-all')).data.find((v) => v._id === id),
    update: (id) => `/api/gallery/update/${id}`,
    editFields: {},
  },
];

let category: string | undefined;
async function videoCategory(): Promise<string> {
  category ??= (await addCategory(t, 'gallery'))._id;
  return category;
}

async function videoFields(id: string): Promise<Record<string, string>> {
  const video = (await read<Video>(t, `/api/gallery/${id}`));
  return { url: video.url, caption: video.caption, category: video.category?._id ?? '' };
}

describe.each(kinds)('the alt text of a $name', (kind) => {
  const edit = async (id: string, fields: Record<string, string>) => {
    const extra = kind.name.startsWith('video') ? await videoFields(id) : kind.editFields;
    return t.app.inject(formPost(kind.update(id), { ...extra, ...fields }, t.token));
  };

  it('is stored on add and answered by the read; empty when none was written', async () => {
    const id = await kind.add({ alt: '  Sunrise over the Carpathians  ' });
    expect(await kind.read(id)).toMatchObject({ alt: 'Sunrise over the Carpathians' });
    const plain = await kind.add({});
    expect(await kind.read(plain)).toMatchObject({ alt: '' });
  });

  it('is changed by an edit, kept by an edit without it, and cleared by an empty one', async () => {
    const id = await kind.add({ alt: 'First' });
    expect((await edit(id, { alt: 'Second' })).statusCode).toBe(200);
    expect(await kind.read(id)).toMatchObject({ alt: 'Second' });
    expect((await edit(id, {})).statusCode).toBe(200);
    expect(await kind.read(id)).toMatchObject({ alt: 'Second' });
    expect((await edit(id, { alt: '' })).statusCode).toBe(200);
    expect(await kind.read(id)).toMatchObject({ alt: '' });
  });

  it(`is at most ${textLimits.alt} characters`, async () => {
    const id = await kind.add({ alt: 'Kept' });
    const res = await edit(id, { alt: 'a'.repeat(textLimits.alt + 1) });
    expect(res.statusCode).toBe(400);
    const message = messages.maxSymbols(textLimits.alt);
    expect(res.json()).toMatchObject({ message, errors: [{ field: 'alt', message }] });
    expect(await kind.read(id)).toMatchObject({ alt: 'Kept' });
  });
});
