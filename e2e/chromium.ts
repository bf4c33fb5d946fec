/**
 * The system Chromium (Debian package `chromium`) and the flags that keep it offline-safe on a
 * closed network (DESIGN.md section 2): without the resolver rule it keeps calling Google hosts.
 * Shared by the browser tests and the benchmarks (bench/benchmark-chrome.ts).
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
];

/**
 * Chromium 156 renders its omnibox popup as a WebUI page in a renderer process of its own,
 * headless too, and that renderer works through every navigation of the tab: about 430 ms of CPU
 * per load of /team on the machine of 2026-11-27, more than the page's own renderer (190 ms), and
 * the browser process about 90 ms more with it. On two cores it competes with the page (and the
 * test), and a phone's browser has nothing like it (docs/performance.md, "The browser's own
 * omnibox"), so the tests and the benchmarks turn it off.
 */
export const omniboxWebUiFeatures = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

const disableFeatures = '--disable-features=';

/**
 * `flags` with one `--disable-features` holding every feature their own ones named and the
 * omnibox's WebUI: Chromium reads only the last such switch, so a second one would drop the
 * list a launcher passed before it.
 */
export function withoutOmniboxWebUi(flags: readonly string[]): string[] {
  const given = flags
    .filter((flag) => flag.startsWith(disableFeatures))
    .flatMap((flag) => flag.slice(disableFeatures.length).split(','));
  const features = new Set([...given, ...omniboxWebUiFeatures].filter(Boolean));
  return [
    ...flags.filter((flag) => !flag.startsWith(disableFeatures)),
    disableFeatures + [...features].join(','),
  ];
}

/**
 * What Playwright turns off itself (its chromiumSwitches). Our `--disable-features` comes after
 * Playwright's and so replaces it: its list is repeated here, and e2e/chromium.test.ts fails when
 * a Playwright upgrade turns off a feature this list lacks.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The browser tests' launch arguments (playwright.config.ts). */
export const playwrightChromiumArgs = withoutOmniboxWebUi([
  ...chromiumArgs,
  disableFeatures + playwrightDisabledFeatures.join(','),
]);

/** Chunks only the admin loads are named after their entry modules. */
export const adminChunkName =
  /\/assets\/(home-admin|team-admin|videos-admin|gallery-admin|category-admin|location-admin|accounts-view|activity-view|trash-view|admin-runtime|sort-item|loaded-list-sorter)-[\w-]+\.js$/;
