import { expect, expectToast, open, unique } from './admin-fixtures.ts';
import { test } from './admin-content-fixtures.ts';

/**
 * A text field's maximum in an admin form (issue 11): no counter while the caption is short, a
 * counter in the last fifth of the limit, 'Maximum 200 symbols' as soon as it is passed, nothing
 * sent while it is, and exactly the limit is added.
 */

test.describe('text limits, admin', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a category caption counts near 200 characters and refuses the 201st', async ({
    adminPage: page,
    contentApi,
    cleanup,
  }) => {
    const prefix = unique('E2E Long');
    const mine = async () =>
      (await contentApi.categories('photo')).filter((c) => c.caption.startsWith(prefix));
    cleanup(async () => {
      for (const c of await mine()) await contentApi.removeCategory(c._id);
    });
    await open(page, '/gallery', page.getByRole('button', { name: 'Add category' }));
    await page.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add photo category' });
    const caption = dialog.getByLabel('Caption');
    const counter = dialog.getByText(/^\d+ \/ 200$/);

    await caption.fill(prefix.padEnd(159, 'k'));
    await expect(counter).toHaveCount(0);
    await expect(caption).not.toHaveAttribute('aria-describedby');

    await caption.fill(prefix.padEnd(190, 'k'));
    await expect(counter).toHaveText('190 / 200');
    await expect(caption).toHaveAccessibleDescription('190 of 200 characters');

    await caption.pressSequentially('k'.repeat(11));
    await expect(counter).toHaveText('201 / 200');
    await expect(dialog.getByRole('alert')).toHaveText('Maximum 200 symbols');
    await expect(caption).toHaveAttribute('aria-invalid', 'true');
    await expect(caption).toHaveAccessibleDescription('201 of 200 characters Maximum 200 symbols');

    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Maximum 200 symbols');
    await expect(dialog).toBeVisible();
    expect(await mine()).toEqual([]);

    await caption.press('Backspace');
    await expect(counter).toHaveText('200 / 200');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(caption).not.toHaveAttribute('aria-invalid');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Added successfully');
    await expect(dialog).toBeHidden();
    expect((await mine()).map((c) => c.caption.length)).toEqual([200]);
  });
});
