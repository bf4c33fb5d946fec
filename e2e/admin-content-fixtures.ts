import type { Locator, Page } from '@playwright/test';
import type { Category, CategoryType } from '#shared/schemas/category.ts';
import type { Photo, PhotoPage } from '#shared/schemas/photo.ts';
import type { Video } from '#shared/schemas/video.ts';
import { AdminApi, expect, pngImage, test as adminTest } from './admin-fixtures.ts';

/**
 * What the work page and gallery admin tests need beyond admin-fixtures.ts: the video, photo
 * and category calls, to set up what a test works on, to check what the UI did, and to clean up.
 */

/** A Vimeo address of the right shape; the test server cannot reach Vimeo, so none is looked up. */
export const vimeoUrl = (n = 76979871) => `https://vimeo.com/${n}`;

/** The admin API of admin-fixtures.ts, plus the work page's and gallery's content. */
export class ContentApi extends AdminApi {
  // Videos
  videos = async () => (await this.json<{ data: Video[] }>('/api/gallery/gallery-all')).data;
  videoIds = async () => (await this.videos()).map((v) => v._id);
  async video(caption: string): Promise<Video | undefined> {
    return (await this.videos()).find((v) => v.caption === caption);
  }
  async addVideo(fields: { caption: string; category: string; image?: boolean }): Promise<Video> {
    await this.write('/api/gallery/add', {
      multipart: {
        url: vimeoUrl(),
        caption: fields.caption,
        category: fields.category,
        type: 'gallery',
        director: 'E2E Director',
        pop: 'E2E DOP',
        production: 'E2E Production',
        ...(fields.image ? { image: await pngImage({ width: 320, height: 180 }) } : {}),
      },
    });
    const video = await this.video(fields.caption);
    expect(video, `video ${fields.caption}`).toBeDefined();
    return video as Video;
  }
  removeVideo = (id: string) => this.write(`/api/gallery/remove/${id}`);
  setOrder = (ids: string[]) =>
    this.write('/api/gallery/gallery-all-update', { multipart: { list: JSON.stringify(ids) } });

  // Categories
  categories = (type: CategoryType) => this.json<Category[]>(`/api/gallery_category/all/${type}`);
  async category(type: CategoryType, caption: string): Promise<Category | undefined> {
    return (await this.categories(type)).find((c) => c.caption === caption);
  }
  async addCategory(type: CategoryType, caption: string): Promise<Category> {
    const answer = (await this.write('/api/gallery_category/add', {
      data: { caption, type },
    })) as { gallery_category: Category };
    return answer.gallery_category;
  }
  removeCategory = (id: string) => this.write(`/api/gallery_category/remove/${id}`);

  // Photos
  async photos(): Promise<Photo[]> {
    const all: Photo[] = [];
    for (let page = 1; ; page++) {
      const { data, pages } = await this.json<PhotoPage>(`/api/photo?page=${page}`);
      all.push(...data);
      if (page >= pages) return all;
    }
  }
  async photo(caption: string): Promise<Photo | undefined> {
    return (await this.photos()).find((p) => p.caption === caption);
  }
  async addPhoto(fields: {
    caption: string;
    text?: string;
    category?: string;
    size?: { width: number; height: number };
  }): Promise<Photo> {
    await this.write('/api/photo/add', {
      multipart: {
        caption: fields.caption,
        text: fields.text ?? 'E2E text',
        ...(fields.category ? { category: fields.category } : {}),
        image: await pngImage(fields.size ?? { width: 300, height: 200 }),
      },
    });
    const photo = await this.photo(fields.caption);
    expect(photo, `photo ${fields.caption}`).toBeDefined();
    return photo as Photo;
  }
  removePhoto = (id: string) => this.write(`/api/photo/remove/${id}`);
}

export const test = adminTest.extend<{ contentApi: ContentApi }>({
  contentApi: async ({ request, adminToken }, use) => {
    await use(new ContentApi(request, adminToken));
  },
});

/** The filter navigation of the work page or the gallery. */
export const filters = (page: Page, name: 'Video categories' | 'Photo categories'): Locator =>
  page.getByRole('navigation', { name });

/** A filter link, by its caption (the admin's link also carries the count). */
export const filterLink = (nav: Locator, caption: string): Locator =>
  nav.getByRole('link', {
    name: new RegExp(`^${caption.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\d+)?$`),
  });
