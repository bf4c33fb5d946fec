import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBenchmarkChrome, withoutOmniboxWebUi } from './benchmark-chrome.ts';

const omnibox = 'WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';

describe('the benchmarks’ Chromium', () => {
  it('adds the omnibox WebUI to the one --disable-features, keeping the features already there', () => {
    const flags = withoutOmniboxWebUi([
      '--disable-features=Translate,RenderDocument',
      '--headless=new',
    ]);
    expect(flags).toEqual([
      '--headless=new',
      `--disable-features=Translate,RenderDocument,${omnibox}`,
    ]);
    expect(withoutOmniboxWebUi(['--headless=new'])).toEqual([
      '--headless=new',
      `--disable-features=${omnibox}`,
    ]);
  });

  /** The browser's own targets: the tab and, unless turned off, the omnibox popup's WebUI pages. */
  async function targetUrls(keepOmnibox: boolean): Promise<string[]> {
    const chrome = await launchBenchmarkChrome({ keepOmnibox });
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as {
        targetInfos: { url: string }[];
      };
      await browser.close();
      return targetInfos.map((t) => t.url);
    } finally {
      chrome.kill();
    }
  }

  it('runs no omnibox popup renderer beside the page', async () => {
    const omniboxPopup = expect.stringMatching(/^chrome:\/\/omnibox-popup/);
    // The check can fail: Chromium as launched before has the popup.
    expect(await targetUrls(true)).toContainEqual(omniboxPopup);
    expect(await targetUrls(false)).not.toContainEqual(omniboxPopup);
  });
});
