import { expect, test } from './admin-fixtures.ts';

/**
 * The promise of the `cleanup` fixture (admin-fixtures.ts), which every admin test that adds
 * content relies on: a test that fails after adding a slide still removes it, so the visitor
 * specs that count slides are not thrown off. The two tests run in this order (one worker).
 */
const caption = 'E2E left by a failing test';

test('an admin test that fails after adding a slide (fails on purpose)', async ({
  adminApi,
  cleanup,
}) => {
  test.fail(true, 'fails on purpose, after adding a slide and registering its clean-up');
  const slide = await adminApi.addSlide({ caption });
  cleanup(() => adminApi.removeSlide(slide._id));
  expect(slide.caption, 'the deliberate failure').toBe('');
});

test('leaves no slide behind', async ({ adminApi }) => {
  expect(await adminApi.slide(caption)).toBeUndefined();
});
