import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath, withoutOmniboxWebUi } from '../e2e/chromium.ts';

/**
 * The system Chromium as Lighthouse launches it (chrome-launcher's default flags, headless,
 * offline-safe), for bench:web and bench:tasks alike; without the omnibox's WebUI renderer
 * (e2e/chromium.ts) unless `keepOmnibox`, as every benchmark run before 2026-11-27 10:40 UTC had.
 */
export function launchBenchmarkChrome({
  keepOmnibox = false,
} = {}): Promise<chromeLauncher.LaunchedChrome> {
  const flags = [...chromeLauncher.Launcher.defaultFlags(), '--headless=new', ...chromiumArgs];
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    ignoreDefaultFlags: true,
    chromeFlags: keepOmnibox ? flags : withoutOmniboxWebUi(flags),
  });
}
