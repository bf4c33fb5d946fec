import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { expectUnauthorized } from '../../test/auth-cases.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  addTeamMember,
  expectMissingIds,
  filesOf,
  formPost,
  get,
  mediaFiles,
  read,
  removeOk,
} from '../../test/factories.ts';
import { jpeg, webp } from '../../test/fixtures.ts';

const team = (t: TestApp) => read<TeamMember[]>(t, '/api/team');
const valid = {
  caption: 'Taras Shevchenko',
  text: 'Director of photography',
  description: 'Shoots on film',
  instagram: 'taras.dop',
  email: 'taras@example.com',
};

describe('team', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('add answers 201 {message: success}; a new member is listed first', async () => {
    const res = await t.app.inject(
      formPost('/api/team/add', { ...valid, image: await jpeg(300, 400) }, t.token),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'success' });
    const second = await addTeamMember(t, { caption: 'Second member' });
    const list = await team(t);
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual(second);
    expect(list[1]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      ...valid,
      image: expect.stringMatching(/^\/media\/team\/[0-9a-f]{24}\/w300\.webp$/),
      imageId: expect.stringMatching(/^team\/[0-9a-f]{24}$/),
      picture: expect.objectContaining({ width: 300, height: 400 }),
      alt: '',
    });
  });

  it('keeps only the nickname of an Instagram profile', async () => {
    for (const instagram of ['@olena_dop', 'https://www.instagram.com/olena_dop/', 'olena_dop']) {
      expect((await addTeamMember(t, { instagram })).instagram).toBe('olena_dop');
    }
  });

  it('update answers 200 {status, _id}; without a file the photo is kept', async () => {
    const member = await addTeamMember(t, valid);
    const changed = {
      caption: 'Taras H. Shevchenko',
      text: 'Cinematographer',
      description: 'Also edits',
      instagram: 'th',
      email: '',
    };
    const res = await t.app.inject(formPost(`/api/team/update/${member._id}`, changed, t.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, _id: member._id });
    expect(await team(t)).toEqual([{ ...member, ...changed }]);
    expect(filesOf(t, member.imageId).length).toBeGreaterThan(0);
  });

  it('update accepts any common image type and deletes the old photo', async () => {
    const member = await addTeamMember(t, valid);
    const res = await t.app.inject(
      formPost(
        `/api/team/update/${member._id}`,
        { ...valid, image: await webp(120, 160) },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(200);
    const [after] = await team(t);
    expect(after?.image).not.toBe(member.image);
    expect(after?.picture).toMatchObject({ width: 120, height: 160 });
    expect(filesOf(t, member.imageId)).toEqual([]);
    expect(filesOf(t, after?.imageId ?? '-').length).toBeGreaterThan(0);
  });

  it('add accepts only .png and .jpg', async () => {
    const res = await t.app.inject(
      formPost('/api/team/add', { ...valid, image: await webp() }, t.token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.imageType });
    expect(await team(t)).toEqual([]);
    expect(mediaFiles(t)).toEqual([]);
  });

  it("add without an image is refused with No file / You've not attached any image", async () => {
    const res = await t.app.inject(formPost('/api/team/add', valid, t.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'No file',
      errors: [{ field: 'image', message: "You've not attached any image" }],
    });
    expect(await team(t)).toEqual([]);
  });

  it.each([
    ['a missing name', { caption: undefined }, 'caption', messages.required],
    ['a 1-symbol name', { caption: 'T' }, 'caption', 'Minimum 2 symbols'],
    ['a missing position', { text: undefined }, 'text', messages.required],
    ['a 1-symbol position', { text: 'D' }, 'text', 'Minimum 2 symbols'],
    ['a position over 350 symbols', { text: 'p'.repeat(351) }, 'text', 'Maximum 350 symbols'],
    ['a malformed email', { email: 'taras.example.com' }, 'email', 'Email is not valid'],
    [
      'an Instagram value that is no nickname',
      { instagram: 'taras shevchenko!' },
      'instagram',
      messages.instagramInvalid,
    ],
  ])('add refuses %s with 400, storing nothing', async (_label, overrides, field, message) => {
    const res = await t.app.inject(
      formPost('/api/team/add', { ...valid, ...overrides, image: await jpeg() }, t.token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
    expect(await team(t)).toEqual([]);
    expect(mediaFiles(t)).toEqual([]);
  });

  it('add accepts a 2-symbol name and position and a 350-symbol position', async () => {
    await addTeamMember(t, { caption: 'Jo', text: 'PA' });
    await addTeamMember(t, { text: 'p'.repeat(350) });
    expect((await team(t)).map((m) => m.text.length)).toEqual([350, 2]);
  });

  it.each([
    ['a 1-symbol name', { caption: 'O' }, 'caption', messages.minSymbols(2)],
    ['a 1-symbol position', { text: 'G' }, 'text', 'Minimum 2 symbols'],
    ['a position over 350 symbols', { text: 'p'.repeat(351) }, 'text', messages.maxSymbols(350)],
    ['a malformed email', { email: 'olena@' }, 'email', messages.emailInvalid],
    ['a missing name', { caption: undefined }, 'caption', 'This field is required'],
  ])('update refuses %s with 400, changing nothing', async (_label, overrides, field, message) => {
    const member = await addTeamMember(t, valid);
    const files = mediaFiles(t);
    const res = await t.app.inject(
      formPost(
        `/api/team/update/${member._id}`,
        { ...valid, ...overrides, image: await jpeg() },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
    expect(await team(t)).toEqual([member]);
    expect(mediaFiles(t)).toEqual(files);
  });

  it('update takes what add took: a member added as "DOP" with a 1-symbol description saves unchanged and with a new name', async () => {
    const member = await addTeamMember(t, { caption: 'Jo', text: 'DOP', description: 'x' });
    const untouched = { caption: 'Jo', text: 'DOP', description: 'x', instagram: member.instagram, email: member.email };
    const same = await t.app.inject(formPost(`/api/team/update/${member._id}`, untouched, t.token));
    expect(same.statusCode).toBe(200);
    const renamed = await t.app.inject(
      formPost(`/api/team/update/${member._id}`, { ...untouched, caption: 'Jo Doe' }, t.token),
    );
    expect(renamed.statusCode).toBe(200);
    expect(await team(t)).toEqual([{ ...member, caption: 'Jo Doe' }]);
  });

  it('remove answers 200 {message, status} and moves the member to the trash; the photo files go when it is purged', async () => {
    const gone = await addTeamMember(t, { caption: 'Leaving member' });
    const kept = await addTeamMember(t, { caption: 'Staying member' });
    await removeOk(t, `/api/team/remove/${gone._id}`);
    expect(await team(t)).toEqual([kept]);
    expect(filesOf(t, gone.imageId).length).toBeGreaterThan(0);
    await removeOk(t, `/api/trash/remove/${gone._id}`);
    expect(filesOf(t, gone.imageId)).toEqual([]);
  });

  it('answers 404 for unknown ids and the same 404 Not found for malformed ones', async () => {
    await expectMissingIds(t, (id) => formPost(`/api/team/update/${id}`, valid, t.token));
    await expectMissingIds(t, (id) => get(`/api/team/remove/${id}`, t.token));
  });

  it('refuses every mutation without a valid token', async () => {
    const member = await addTeamMember(t, valid);
    const image = await jpeg();
    await expectUnauthorized(t, formPost('/api/team/add', { ...valid, image }), ['/api/team']);
    await expectUnauthorized(
      t,
      formPost(`/api/team/update/${member._id}`, { ...valid, caption: 'Renamed member', image }),
      ['/api/team'],
    );
    await expectUnauthorized(t, get(`/api/team/remove/${member._id}`), ['/api/team']);
    expect(await team(t)).toEqual([member]);
  });
});
