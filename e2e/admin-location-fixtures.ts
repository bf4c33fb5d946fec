import type { Location } from '#shared/schemas/location.ts';
import { AdminApi, expect, pngImage, test as adminTest } from './admin-fixtures.ts';

/**
 * What the location admin tests need beyond admin-fixtures.ts: the location calls, to set up a
 * location of the test's own (the visitor specs read the three demo locations, so tests work on
 * their own and remove it again), to check what the UI did, and to clean up.
 */
export class LocationApi extends AdminApi {
  locations = () => this.json<Location[]>('/api/locations');
  async location(name: string): Promise<Location | undefined> {
    return (await this.locations()).find((l) => l.name === name);
  }
  async addLocation(name: string, images: string[] = []): Promise<Location> {
    await this.write('/api/locations/add', {
      multipart: {
        name,
        heading: 'shooting in',
        intro: 'An E2E place with steppe and sea.',
        paragraphs: JSON.stringify(['The first paragraph.', 'The second paragraph.']),
        facts: JSON.stringify([{ label: 'Our office', value: 'Nowhere' }]),
        heroAlt: 'A wide E2E valley',
        hero: await pngImage({ width: 320, height: 180, name: 'hero.png' }),
      },
    });
    const added = await this.location(name);
    expect(added, `location ${name}`).toBeDefined();
    for (const alt of images) {
      await this.write(`/api/locations/${added?._id}/images/add`, {
        multipart: { alt, image: await pngImage({ width: 300, height: 200 }) },
      });
    }
    return (await this.location(name)) as Location;
  }
  removeLocation = (id: string) => this.write(`/api/locations/remove/${id}`);
  /** Another administrator's edit: only the fields given. */
  updateLocation = (id: string, fields: Record<string, string>) =>
    this.write(`/api/locations/update/${id}`, { multipart: fields });
  /** Removes the location of this name if it is (still) there. */
  async removeIfThere(name: string): Promise<void> {
    const found = await this.location(name);
    if (found) await this.removeLocation(found._id);
  }
}

export const test = adminTest.extend<{ locationApi: LocationApi }>({
  locationApi: async ({ request, adminToken }, use) => {
    await use(new LocationApi(request, adminToken));
  },
});
