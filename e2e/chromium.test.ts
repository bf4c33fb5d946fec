import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chromiumPath,
  omniboxWebUiFeatures,
  playwrightChromiumArgs,
  withoutOmniboxWebUi,
} from './chromium.ts';

const disableFeatures = '--disable-features=';
const featuresOf = (flag: string | undefined) =>
  flag?.slice(disableFeatures.length).split(',') ?? [];

describe('the browser tests’ Chromium', () => {
  it('adds the omnibox WebUI to the one --disable-features, keeping the features already there', () => {
    const omnibox = omniboxWebUiFeatures.join(',');
    expect(
      withoutOmniboxWebUi(['--disable-features=Translate,RenderDocument', '--headless=new']),
    ).toEqual(['--headless=new', `--disable-features=Translate,RenderDocument,${omnibox}`]);
    expect(withoutOmniboxWebUi(['--headless=new'])).toEqual([
      '--headless=new',
      `--disable-features=${omnibox}`,
    ]);
  });

  it('keeps every feature Playwright turns off, since its own --disable-features is overridden', async () => {
    const server = await chromium.launchServer({
      executablePath: chromiumPath,
      args: playwrightChromiumArgs,
    });
    try {
      const flags = server.process().spawnargs.filter((arg) => arg.startsWith(disableFeatures));
      // Playwright's own first, ours last: Chromium reads the last.
      expect(flags).toHaveLength(2);
      const effective = featuresOf(flags.at(-1));
      expect(featuresOf(flags[0]).filter((feature) => !effective.includes(feature))).toEqual([]);
      expect(effective).toEqual(expect.arrayContaining(omniboxWebUiFeatures));
    } finally {
      await server.close();
    }
  });

  it('runs no omnibox popup renderer beside the page', async () => {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: playwrightChromiumArgs,
    });
    try {
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as {
        targetInfos: { url: string }[];
      };
      expect(targetInfos.map((t) => t.url)).not.toContainEqual(
        expect.stringMatching(/^chrome:\/\/omnibox-popup/),
      );
    } finally {
      await browser.close();
    }
  });
});
