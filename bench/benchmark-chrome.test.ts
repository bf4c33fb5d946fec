import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBenchmarkChrome } from './benchmark-chrome.ts';

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

describe('the benchmarks’ Chromium', () => {
  it('runs no omnibox popup renderer beside the page unless asked to', async () => {
    const omniboxPopup = expect.stringMatching(/^chrome:\/\/omnibox-popup/);
    // The check can fail: Chromium as launched before has the popup.
    expect(await targetUrls(true)).toContainEqual(omniboxPopup);
    expect(await targetUrls(false)).not.toContainEqual(omniboxPopup);
  });
});
