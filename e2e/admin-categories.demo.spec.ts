import type { Locator, Page } from '@playwright/test';
import type { CategoryType } from '#shared/schemas/category.ts';
import { expect, expectToast, open, unique } from './admin-fixtures.ts';
import { type ContentApi, filterLink, filters, test } from './admin-content-fixtures.ts';

/**
 * Category add, edit and delete (SPEC.md sections 2, 4, 5), one flow run for both kinds: the
 * work page's video categories and the gallery's photo categories share the API, the dialogs
 * and the filter navigation, so one spec proves both. What only one of them has (the video
 * form's category list, Ukraine's missing controls) stays in its own spec. Every test removes
 * what it added, also when it fails (the `cleanup` fixture).
 */

interface Kind {
  type: CategoryType;
  /** The item word of the dialogs: 'Add video category', 'holds 1 photo'. */
  noun: 'video' | 'photo';
  path: '/videos' | '/gallery';
  nav: 'Video categories' | 'Photo categories';
  /** The admin control whose presence says the admin page has loaded. */
  ready: string;
  /** The items the page shows, or the one with this caption. */
  items: (page: Page, caption?: string) => Locator;
  /** The item calls of the API: to set up, to read the category back, to clean up. */
  item: {
    add: (api: ContentApi, fields: { caption: string; category: string }) => Promise<Item>;
    find: (api: ContentApi, caption: string) => Promise<Item | undefined>;
    remove: (api: ContentApi, id: string) => Promise<unknown>;
  };
}

interface Item {
  _id: string;
  caption: string;
  category: { _id: string; caption: string } | null;
}

const kinds: Kind[] = [
  {
    type: 'gallery',
    noun: 'video',
    path: '/videos',
    nav: 'Video categories',
    ready: 'Add video',
    items: (page, caption) =>
      page.locator('main a[href^="/videos/watch/"]').filter(caption ? { hasText: caption } : {}),
    item: {
      add: (api, fields) => api.addVideo(fields),
      find: (api, caption) => api.video(caption),
      remove: (api, id) => api.removeVideo(id),
    },
  },
  {
    type: 'photo',
    noun: 'photo',
    path: '/gallery',
    nav: 'Photo categories',
    ready: 'Add photo',
    items: (page, caption) =>
      page.getByRole('main').getByRole('link', {
        name: caption ? `Open ${caption} full screen` : /^Open .* full screen$/,
      }),
    item: {
      add: (api, fields) => api.addPhoto(fields),
      find: (api, caption) => api.photo(caption),
      remove: (api, id) => api.removePhoto(id),
    },
  },
];

for (const kind of kinds) {
  test.describe(`${kind.noun} categories, admin`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    const openPage = (page: Page, path: string = kind.path) =>
      open(page, path, page.getByRole('button', { name: kind.ready }));

    test('the admin sees every one with its count; add (caption required), edit, delete', async ({
      adminPage: page,
      contentApi,
      cleanup,
    }) => {
      const caption = unique(`E2E ${kind.noun} category`);
      const renamed = unique(`E2E ${kind.noun} renamed`);
      cleanup(async () => {
        for (const c of await contentApi.categories(kind.type)) {
          if (c.caption === caption || c.caption === renamed)
            await contentApi.removeCategory(c._id);
        }
      });
      await openPage(page);
      const nav = filters(page, kind.nav);
      for (const c of await contentApi.categories(kind.type)) {
        await expect(filterLink(nav, c.caption)).toHaveText(`${c.caption} ${c.count_items}`);
      }

      await page.getByRole('button', { name: 'Add category' }).click();
      const add = page.getByRole('dialog', { name: `Add ${kind.noun} category` });
      await add.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(add.getByText('This field is required')).toBeVisible();
      await add.getByLabel('Caption').fill(caption);
      await add.getByRole('button', { name: 'Add', exact: true }).click();
      await expectToast(page, 'Added successfully');
      await expect(add).toBeHidden();
      expect(await contentApi.category(kind.type, caption)).toMatchObject({
        type: kind.type,
        count_items: 0,
      });
      // Empty, yet listed for the admin, with 0.
      await expect(filterLink(nav, caption)).toHaveText(`${caption} 0`);

      await nav.getByRole('button', { name: `Edit category ${caption}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${kind.noun} category` });
      await expect(edit.getByLabel('Caption')).toHaveValue(caption);
      await edit.getByLabel('Caption').fill(renamed);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Edited successfully');
      await expect(edit).toBeHidden();
      expect(await contentApi.category(kind.type, renamed)).toMatchObject({ type: kind.type });
      expect(await contentApi.category(kind.type, caption)).toBeUndefined();
      await expect(filterLink(nav, renamed)).toBeVisible();

      await nav.getByRole('button', { name: `Delete category ${renamed}` }).click();
      const remove = page.getByRole('dialog', { name: `Delete ${kind.noun} category` });
      await expect(remove.getByText('Are you sure you want to delete this?')).toBeVisible();
      await remove.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Deleted successfully');
      expect(await contentApi.category(kind.type, renamed)).toBeUndefined();
      await expect(filterLink(nav, renamed)).toHaveCount(0);
    });

    test('deleting the category being filtered resets the filter to All; its items stay', async ({
      adminPage: page,
      contentApi,
      cleanup,
    }) => {
      const category = await contentApi.addCategory(kind.type, unique('E2E Filtered'));
      cleanup(async () => {
        if (await contentApi.category(kind.type, category.caption))
          await contentApi.removeCategory(category._id);
      });
      const item = await kind.item.add(contentApi, {
        caption: unique('E2E In category'),
        category: category._id,
      });
      cleanup(() => kind.item.remove(contentApi, item._id));
      await openPage(page, `${kind.path}?category=${category._id}`);
      const nav = filters(page, kind.nav);
      await expect(filterLink(nav, category.caption)).toHaveAttribute('aria-current', 'true');
      await expect(kind.items(page)).toHaveCount(1);

      await nav.getByRole('button', { name: `Delete category ${category.caption}` }).click();
      const remove = page.getByRole('dialog', { name: `Delete ${kind.noun} category` });
      await expect(remove).toContainText(`holds 1 ${kind.noun}`);
      await remove.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Deleted successfully');

      await expect(page).toHaveURL(new RegExp(`${kind.path}$`));
      await expect(filterLink(nav, 'All')).toHaveAttribute('aria-current', 'true');
      await expect(filterLink(nav, category.caption)).toHaveCount(0);
      expect(await contentApi.category(kind.type, category.caption)).toBeUndefined();
      // The item stays, without a category, now under All.
      expect((await kind.item.find(contentApi, item.caption))?.category).toBeNull();
      await expect(kind.items(page, item.caption)).toBeVisible();
    });
  });
}
