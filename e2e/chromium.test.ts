import { type Browser, chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBenchmarkChrome } from '../bench/benchmark-chrome.ts';
import {
  chromiumPath,
  omniboxWebUiFeatures,
  playwrightChromiumArgs,
  withoutOmniboxWebUi,
} from './chromium.ts';

const disableFeatures = '--disable-features=';
const featuresOf = (flag: string | undefined) =>
  flag?.slice(disableFeatures.length).split(',') ?? [];
const omniboxPopup = expect.stringMatching(/^chrome:\/\/omnibox-popup/);

/** The browser's own targets: the tab and, unless turned off, the omnibox popup's WebUI pages. */
async function targetUrls(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as {
    targetInfos: { url: string }[];
  };
  return targetInfos.map((t) => t.url);
}

/** The targets of Chromium as the benchmarks launch it (bench/benchmark-chrome.ts). */
async function benchmarkTargetUrls(keepOmnibox: boolean): Promise<string[]> {
  const chrome = await launchBenchmarkChrome({ keepOmnibox });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const urls = await targetUrls(browser);
    await browser.close();
    return urls;
  } finally {
    chrome.kill();
  }
}

describe('Chromium for the browser tests and the benchmarks', () => {
  it('merges every --disable-features into one, with the omnibox WebUI added', () => {
    const omnibox = omniboxWebUiFeatures.join(',');
    expect(
      withoutOmniboxWebUi(['--disable-features=Translate,RenderDocument', '--headless=new']),
    ).toEqual(['--headless=new', `--disable-features=Translate,RenderDocument,${omnibox}`]);
    expect(withoutOmniboxWebUi(['--headless=new'])).toEqual([
      '--headless=new',
      `--disable-features=${omnibox}`,
    ]);
    // Two given: both lists kept, once each.
    expect(withoutOmniboxWebUi(['--disable-features=A,B', '--disable-features=B,C'])).toEqual([
      `--disable-features=A,B,C,${omnibox}`,
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

  it('runs no omnibox popup renderer beside the page in the browser tests', async () => {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: playwrightChromiumArgs,
    });
    try {
      expect(await targetUrls(browser)).not.toContainEqual(omniboxPopup);
    } finally {
      await browser.close();
    }
  });

  it('runs none in the benchmarks either, unless asked to', async () => {
    // The check can fail: Chromium as launched before has the popup.
    expect(await benchmarkTargetUrls(true)).toContainEqual(omniboxPopup);
    expect(await benchmarkTargetUrls(false)).not.toContainEqual(omniboxPopup);
  });
});
