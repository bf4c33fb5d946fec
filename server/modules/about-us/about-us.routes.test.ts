import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { expectUnauthorized } from '../../test/auth-cases.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { jsonPost, read } from '../../test/factories.ts';

const update = (body: object, token?: string) => jsonPost('/api/about_us/update', body, token);
const texts = {
  text: 'We film across Ukraine.',
  text_extra: 'Crews in Georgia and Kazakhstan too.',
};

describe('about us', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('GET /api/about_us starts as one element with empty texts', async () => {
    expect(await read(t, '/api/about_us')).toEqual([{ text: '', text_extra: '' }]);
  });

  it('POST /api/about_us/update answers 200 {status: 200} and the texts are read back', async () => {
    const res = await t.app.inject(update(texts, t.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
    expect(await read(t, '/api/about_us')).toEqual([texts]);
    await t.app.inject(update({ text: 'Second version', text_extra: 'Second extra' }, t.token));
    expect(await read(t, '/api/about_us')).toEqual([
      { text: 'Second version', text_extra: 'Second extra' },
    ]);
  });

  it.each([
    [
      'texts under 5 symbols',
      { text: 'abcd', text_extra: 'ab' },
      { text: messages.minSymbols(5), text_extra: messages.minSymbols(5) },
    ],
    [
      'a short extra text',
      { text: 'Long enough', text_extra: '1234' },
      { text_extra: 'Minimum 5 symbols' },
    ],
    ['missing texts', {}, { text: messages.required, text_extra: messages.required }],
    [
      'empty texts',
      { text: '', text_extra: '   ' },
      { text: 'This field is required', text_extra: 'This field is required' },
    ],
  ])(
    'refuses %s with 400 and the field messages, changing nothing',
    async (_label, body, fields) => {
      await t.app.inject(update(texts, t.token));
      const res = await t.app.inject(update(body, t.token));
      expect(res.statusCode).toBe(400);
      const answer = res.json<{ message: string; errors: unknown[] }>();
      expect(answer.message).toBe(Object.values(fields)[0]);
      expect(answer.errors).toEqual(
        Object.entries(fields).map(([field, message]) => ({ field, message })),
      );
      expect(await read(t, '/api/about_us')).toEqual([texts]);
    },
  );

  it('refuses the update without a valid token', async () => {
    await t.app.inject(update(texts, t.token));
    await expectUnauthorized(t, update({ text: 'Hacked text', text_extra: 'Hacked extra' }), [
      '/api/about_us',
    ]);
    expect(await read(t, '/api/about_us')).toEqual([texts]);
  });
});
