import { chromium, type Browser } from 'playwright-core';

/**
 * Chromium's own pages that a test or a benchmark must not pay for. From Chromium 151's later point releases on,
 * every browser context preloads the address bar's popup as two WebUI pages, in a renderer of its own, even
 * headless: hundreds of chrome:// requests and their rendering on the same cores, during the page's own first load,
 * in every fresh context a benchmark opens, where a person's browser does it once, when it starts. Puppeteer turns
 * them off by default for the same reason.
 */
const CHROMIUM_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own --disable-features list (playwright-core's chromiumSwitches.ts), which it passes before the
 * caller's arguments. Chromium keeps only the last --disable-features switch, whole, so ours must carry
 * Playwright's too; tests/unit/chromiumFeatures.test.ts fails when playwright-core's list has a name this lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
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

const DISABLE_FEATURES = '--disable-features=';

/** The one --disable-features switch to pass: the launcher's own list (see above) and Chromium's UI pages. */
export const disableFeaturesSwitch = (launcherDefaults: readonly string[]) =>
  `${DISABLE_FEATURES}${[...new Set([...launcherDefaults, ...CHROMIUM_UI_FEATURES])].join(',')}`;

/** The feature names that the --disable-features switches among `flags` turn off. */
export const featuresDisabledBy = (flags: readonly string[]): string[] =>
  flags.filter((flag) => flag.startsWith(DISABLE_FEATURES)).flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));

/** Debian's Chromium, headless, with nothing that reaches out to the network on its own. No --disable-features. */
export const CHROMIUM_BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The arguments for a Chromium that Playwright launches (tests, benchmarks, Vitest's browser mode). */
export const CHROMIUM_ARGS = [...CHROMIUM_BASE_ARGS, disableFeaturesSwitch(PLAYWRIGHT_DISABLED_FEATURES)];

/** Debian's Chromium, or the one CHROMIUM_PATH names (README, Tests): every launch reads it from here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
