import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';

/**
 * Chromium 156 renders its omnibox popup as a WebUI page in a renderer process of its own,
 * headless too, and that renderer works through every navigation of the tab: about 430 ms of CPU
 * per load of /team on the machine of 2026-11-27, more than the page's own renderer (190 ms), and
 * the browser process about 90 ms more with it. On two cores it competes with the page being
 * measured, and a phone's browser has nothing like it (docs/performance.md, "The browser's own
 * omnibox"), so the benchmarks turn it off unless `keepOmnibox`.
 */
const omniboxWebUi = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * `flags` with the omnibox's WebUI added to their `--disable-features`: Chromium reads only the
 * last such switch, so a second one would drop the launcher's own list.
 */
export function withoutOmniboxWebUi(flags: readonly string[]): string[] {
  const prefix = '--disable-features=';
  const given = flags.find((flag) => flag.startsWith(prefix));
  const features = [...(given ? given.slice(prefix.length).split(',') : []), ...omniboxWebUi];
  return [...flags.filter((flag) => !flag.startsWith(prefix)), prefix + features.join(',')];
}

/**
 * The system Chromium as Lighthouse launches it (chrome-launcher's default flags, headless,
 * offline-safe), for bench:web and bench:tasks alike.
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
