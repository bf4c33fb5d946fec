import type { Page } from '@playwright/test';
import type { TeamMember } from '#shared/schemas/team.ts';
import { desktop, expect, getJson, mobile, test, waitForHydration } from './fixtures.ts';

const atBottom = (page: Page) =>
  page.evaluate(
    () =>
      Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) <= 2,
  );

/** Top of an element relative to the viewport. */
const topOf = async (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().top ?? -1, selector);

async function openAboutUs(page: Page, item: 'we are' | 'team' | 'work with') {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'about us' }).click();
  await nav.getByRole('list', { name: 'about us' }).getByRole('link', { name: item }).click();
}

test.describe('team at 1280x800', () => {
  test.use({ viewport: desktop });

  test('about-us texts, six members with instagram and mail links, eight partner logos', async ({
    page,
    visit,
    request,
  }) => {
    const [about] = await getJson<{ text: string; text_extra: string }[]>(request, '/api/about_us');
    const team = await getJson<TeamMember[]>(request, '/api/team');
    const logos = await getJson<string[]>(request, '/api/logo/');
    expect(team).toHaveLength(6);
    expect(logos).toHaveLength(8);

    await visit('/team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about?.text ?? '?');
    await expect(page.getByText(about?.text_extra ?? '?')).toBeVisible();

    const members = page
      .getByRole('region', { name: 'team', exact: true })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(members).toHaveCount(6);
    for (const [i, member] of team.entries()) {
      const card = members.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.caption);
      await expect(card).toContainText(member.text);
      await expect(card.getByRole('img', { name: member.caption })).toBeAttached();
      await expect(card.getByRole('link', { name: `@${member.instagram}` })).toHaveAttribute(
        'href',
        `https://instagram.com/${member.instagram}`,
      );
      await expect(card.getByRole('link', { name: member.email })).toHaveAttribute(
        'href',
        `mailto:${member.email}`,
      );
    }

    const partners = page.getByRole('region', { name: 'Work with' }).getByRole('img');
    await expect(partners).toHaveCount(8);
    for (const [i, name] of logos.entries()) {
      await expect(partners.nth(i)).toHaveAttribute('src', `/logos/${name}`);
    }
    await partners.last().scrollIntoViewIfNeeded();
    for (let i = 0; i < 8; i++) {
      await expect
        .poll(() =>
          partners.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
  });

  test('"we are" and "team" scroll to their anchors; "work with" to the bottom, also from another page', async ({
    page,
    visit,
  }) => {
    await visit('/videos');
    await openAboutUs(page, 'work with');
    await expect(page).toHaveURL('/team#work-with');
    await expect.poll(() => atBottom(page)).toBe(true);

    await openAboutUs(page, 'team');
    await expect(page).toHaveURL('/team#team');
    // The anchor lands just under the fixed 72 px header.
    await expect.poll(() => topOf(page, '#team')).toBeGreaterThanOrEqual(60);
    expect(await topOf(page, '#team')).toBeLessThanOrEqual(90);

    await openAboutUs(page, 'we are');
    await expect(page).toHaveURL('/team#we-are');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    // 'work with' again while already on /team.
    await openAboutUs(page, 'work with');
    await expect.poll(() => atBottom(page)).toBe(true);

    // And straight from a fresh load of another page.
    await visit('/gallery');
    await openAboutUs(page, 'work with');
    await expect.poll(() => atBottom(page)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Work with' })).toBeInViewport();
  });

  test('a shared /team#work-with link opens at the bottom', async ({ page }) => {
    await page.goto('/team#work-with');
    await waitForHydration(page);
    await expect.poll(() => atBottom(page)).toBe(true);
  });
});

test.describe('team at 390x844', () => {
  test.use({ viewport: mobile });

  test('the mobile menu\'s "work with" scrolls to the bottom, "team" to the list', async ({
    page,
    visit,
  }) => {
    await visit('/videos');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'work with' })
      .click();
    await expect(page).toHaveURL('/team#work-with');
    await expect.poll(() => atBottom(page)).toBe(true);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'team' }).click();
    await expect(page).toHaveURL('/team#team');
    await expect.poll(() => topOf(page, '#team')).toBeLessThanOrEqual(90);
    expect(await topOf(page, '#team')).toBeGreaterThanOrEqual(60);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(mobile.width);
  });
});
