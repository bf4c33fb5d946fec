import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * `npm run screenshots` (after `npm run build`): every screen in both themes at both widths,
 * written to screenshots/ for a person to look at. Not part of `npm test`: a picture of these
 * pages cannot be compared with a stored one from another day without flaking or without a
 * tolerance so wide it proves nothing (the home slides come in a random order, the map tiles
 * and Vimeo thumbnails are missing offline, and a Chromium or font update moves antialiased
 * pixels). What the pages must show is asserted by the specs in e2e/.
 * Same servers and browser as playwright.config.ts; only the files differ.
 */
export const screenshotsDir = 'screenshots';

export default defineConfig({
  ...base,
  testDir: 'e2e/screenshots',
  outputDir: 'test-results/screenshots-run',
  projects: (base.projects ?? []).map((project) => ({
    ...project,
    testMatch: new RegExp(`.*\\.${project.name}\\.shots\\.ts`),
  })),
});
