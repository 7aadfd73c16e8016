import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';

/**
 * What a page load costs in JavaScript, as Chromium saw it: shared by npm run bundle-size, npm run
 * bench:first-visit and the bundle budget test (tests/e2e/bundleBudget.test.ts), so all three count alike.
 */

export interface ScriptLoad {
  url: string;
  /** The file name (`ConsoleApp-Cu2l_zTG.js`). */
  name: string;
  /** Response body bytes as the server sent them (brotli from the build when the browser accepts it). */
  wireBytes: number;
  /** Bytes after decompression (0 unless bodies were read: reading them costs time). */
  rawBytes: number;
  /** Which console libraries its code holds (see CONSOLE_CODE; empty unless bodies were read). */
  consoleCode: string[];
  /** Wall-clock ms when the request was sent and when its last byte arrived. */
  sentAt: number;
  finishedAt: number;
  /** Its sequential round of JS (see scriptRounds). */
  round: number;
}

export interface GraphqlCall {
  /** The POST body's operationName; ReadminList and ReadminPicker carry their typename: `ReadminList(Game)`. */
  name: string;
  typename?: string;
}

export interface PageLoad {
  scripts: ScriptLoad[];
  wireBytes: number;
  rawBytes: number;
  /** The longest chain of JS requests that each waited on an earlier one (1 = all found in the HTML). */
  rounds: number;
  /** GraphQL requests in the order the page sent them. */
  graphql: GraphqlCall[];
}

/**
 * Rounds from request timing (Chromium reports dynamic imports' initiator as `about:client`, so the
 * initiator cannot tell us which file asked): a script sent before any script finished loading is round 1
 * (the HTML's script and modulepreload tags); any other is one more than the latest round among scripts
 * that had finished before it was sent, since only a script that has run can ask for it. An upper bound on
 * the import chain's depth: it is exact when every wave waits on the one before, as a lazy chain does.
 */
export const scriptRounds = <T extends { sentAt: number; finishedAt: number }>(scripts: T[]): (T & { round: number })[] => {
  const bySent = [...scripts].sort((a, b) => a.sentAt - b.sentAt);
  const done: (T & { round: number })[] = [];
  for (const script of bySent) {
    const before = done.filter((d) => d.finishedAt <= script.sentAt).map((d) => d.round);
    done.push({ ...script, round: 1 + Math.max(0, ...before) });
  }
  return done;
};

/**
 * Signs of the console's libraries in a chunk's code. Chunk names do not tell (the bundler names MUI's
 * chunks after a component: `ButtonBase-….js`), so the code is read: MUI's class names, react-admin's
 * translation keys, and the console's own app chunk by name.
 */
const CONSOLE_CODE: [library: string, test: (name: string, code: string) => boolean][] = [
  ['the console app', (name) => /^Console/.test(name)],
  ['MUI', (_, code) => /["'`]Mui[A-Z][a-zA-Z]+/.test(code)],
  ['react-admin', (_, code) => /["'`]ra\.(action|page|notification|navigation|auth)\./.test(code)],
];

const isScript = (request: Request) => request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);

const graphqlCall = (request: Request): GraphqlCall | undefined => {
  if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/graphql')) return undefined;
  const body = request.postDataJSON() as { operationName?: string; variables?: { typename?: string } } | null;
  const typename = body?.variables?.typename;
  const operation = body?.operationName ?? 'anonymous';
  return { name: typename ? `${operation}(${typename})` : operation, typename };
};

export interface PageLoadRecorder {
  /**
   * Resolves once no script or GraphQL request has been in flight for quietMs and the page's main thread
   * has gone idle with no script asked for meanwhile: what the page asks for on its own has arrived. Idle too,
   * because a busy machine can spend more than quietMs running a chunk before it asks for the next one.
   * Not Playwright's networkidle, which a page playing a live stream never reaches.
   */
  settled(quietMs?: number): Promise<void>;
  /** The page's load so far (call once settled). */
  finish(): Promise<PageLoad>;
}

/** Starts recording a page's JavaScript and GraphQL requests; call before page.goto. */
export const recordPageLoad = (page: Page, options: { bodies?: boolean } = {}): PageLoadRecorder => {
  const pending: Promise<Omit<ScriptLoad, 'round'> | undefined>[] = [];
  const graphql: GraphqlCall[] = [];
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  let scriptsAsked = 0;
  const watched = (request: Request) => isScript(request) || graphqlCall(request) !== undefined;
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('request', (request) => {
    const call = graphqlCall(request);
    if (call) graphql.push(call);
    if (!watched(request)) return;
    if (isScript(request)) scriptsAsked++;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfailed', done);
  page.on('requestfinished', (request) => {
    done(request);
    if (!isScript(request)) return;
    pending.push(
      (async () => {
        try {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const body = options.bodies && response ? await response.body() : undefined;
          const timing = request.timing();
          const name = new URL(request.url()).pathname.split('/').pop()!;
          const code = body?.toString('utf8') ?? '';
          return {
            url: request.url(),
            name,
            wireBytes: sizes.responseBodySize,
            rawBytes: body?.length ?? 0,
            consoleCode: body ? CONSOLE_CODE.filter(([, test]) => test(name, code)).map(([library]) => library) : [],
            sentAt: timing.startTime,
            finishedAt: timing.startTime + timing.responseEnd,
          };
        } catch {
          return undefined; // the page navigated away before the body could be read
        }
      })(),
    );
  });
  return {
    settled: async (quietMs = 500) => {
      for (;;) {
        const quietFor = Date.now() - lastActivity;
        if (inFlight.size === 0 && quietFor >= quietMs) {
          const before = scriptsAsked;
          // A string: tsx would wrap a function's inner functions in a helper the page does not have.
          await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(0), { timeout: 2000 }))');
          // Scripts only: a page that polls (the live stream widget, every 3 s) may have sent GraphQL meanwhile.
          if (inFlight.size === 0 && scriptsAsked === before) return;
        } else await new Promise((resolve) => setTimeout(resolve, inFlight.size ? 50 : quietMs - quietFor));
      }
    },
    finish: async () => {
      const scripts = scriptRounds((await Promise.all(pending)).filter((s) => s !== undefined));
      const sum = (key: 'wireBytes' | 'rawBytes') => scripts.reduce((total, s) => total + s[key], 0);
      return { scripts, wireBytes: sum('wireBytes'), rawBytes: sum('rawBytes'), rounds: Math.max(0, ...scripts.map((s) => s.round)), graphql };
    },
  };
};

/** Signs a demo account in through the login form and returns the browser state (its session cookies). */
export const signedInState = async (browser: Browser, baseUrl: string, email = 'admin@example.com') => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/readmin/login`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill('demo-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/readmin\/?$/);
  const state = await context.storageState();
  await context.close();
  return state;
};

/** What a page shows once loaded: elements matching a CSS selector, holding text when withText says so. */
export interface Shown {
  selector: string;
  withText: boolean;
}
/** The login form's Email input. */
export const LOGIN_FORM: Shown = { selector: 'input[name=email]', withText: false };
/** A list's table row with data in it (not an empty placeholder row). */
export const FIRST_ROW: Shown = { selector: 'table tbody tr', withText: true };

/**
 * Loads one page in a fresh browser context (a cold cache) until it shows `shown` (when given) and its scripts and data have settled, and returns its JS. Pass a signed-in state (signedInState)
 * for console pages behind the login.
 */
export const measurePageScripts = async (
  browser: Browser,
  url: string,
  options: { storageState?: BrowserContextOptions['storageState']; bodies?: boolean; shown?: Shown } = {},
): Promise<PageLoad> => {
  const context = await browser.newContext({ storageState: options.storageState });
  try {
    const page = await context.newPage();
    const recorder = recordPageLoad(page, options);
    await page.goto(url, { waitUntil: 'load' });
    const { shown } = options;
    if (shown)
      await page
        .locator(shown.selector)
        .filter(shown.withText ? { hasText: /\S/ } : {})
        .first()
        .waitFor();
    await recorder.settled();
    return await recorder.finish();
  } finally {
    await context.close();
  }
};

/** The chunks holding console code (its app, react-admin, MUI), as `name: MUI`; measure with bodies: true. */
export const consoleChunks = (load: PageLoad): string[] =>
  load.scripts.filter((s) => s.consoleCode.length).map((s) => `${s.name}: ${s.consoleCode.join(', ')}`);

/** Bytes as KB with one decimal, as docs/performance.md's tables print them. */
export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
