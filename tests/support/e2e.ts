import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { ROOT, startTestServer, type DatabaseKind, type TestServer, type TestServerOptions } from './testServer.ts';

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** A fresh browser context (no cookies) on a new page. */
  newPage(): Promise<Page>;
  /** A new page signed in as the given demo account through the login form. */
  signIn(email: string): Promise<Page>;
  close(): Promise<void>;
}

/** The built console served by the real server on demo data, and a headless Chromium to drive it. */
const startE2E = async (kind: DatabaseKind = 'pglite', serverOptions: TestServerOptions = {}): Promise<E2E> => {
  const server = await startTestServer({ ...serverOptions, kind, distDir: join(ROOT, 'dist'), exports: true });
  const browser = await launchChromium();
  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    return context.newPage();
  };
  return {
    server,
    browser,
    newPage,
    signIn: async (email) => {
      const page = await newPage();
      await page.goto(`${server.url}/readmin/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('demo-password-1');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`${server.url}/readmin`);
      return page;
    },
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
};

export interface UseE2EOptions {
  /** Sign a page in as this demo account before the tests (read it with page()). */
  signIn?: string;
  /** That page's default timeout for actions and waits, in milliseconds (Playwright's default otherwise). */
  timeout?: number;
  /** More server options, read when the server starts (after the hooks registered before useE2E ran). */
  server?: () => TestServerOptions;
}

/** What the tests of a describe block read once its server runs (each a function: they run in beforeAll). */
export interface E2EAccess {
  server(): TestServer;
  db(): TestServer['database']['db'];
  /** The server's address of a path ('/readmin/users'). */
  url(path: string): string;
  /** The page signed in as options.signIn. */
  page(): Page;
  newPage(): Promise<Page>;
  signIn(email: string): Promise<Page>;
}

/**
 * One server and Chromium per describe block: started (and a page signed in, when asked) in beforeAll,
 * closed in afterAll. Hooks a block adds after this call see the server running.
 *
 * @example const { page, url, db } = useE2E({ signIn: 'admin@example.com' });
 */
export const useE2E = (options: UseE2EOptions = {}): E2EAccess => {
  let e2e: E2E | undefined;
  let signedIn: Page | undefined;
  beforeAll(async () => {
    e2e = await startE2E('pglite', options.server?.());
    if (!options.signIn) return;
    signedIn = await e2e.signIn(options.signIn);
    if (options.timeout) signedIn.setDefaultTimeout(options.timeout);
  });
  afterAll(() => e2e?.close());
  const started = (): E2E => {
    if (!e2e) throw new Error('useE2E: the server starts in beforeAll; read it inside hooks and tests');
    return e2e;
  };
  return {
    server: () => started().server,
    db: () => started().server.database.db,
    url: (path) => `${started().server.url}${path}`,
    page: () => {
      if (!signedIn) throw new Error('useE2E: page() needs the signIn option');
      return signedIn;
    },
    newPage: () => started().newPage(),
    signIn: (email) => started().signIn(email),
  };
};

/** expect.poll with time for a page load, its queries and, when asked, a background job (the default is one second). */
export const eventually = <T>(read: () => T | Promise<T>, timeout = 15_000) => expect.poll(read, { timeout, interval: 100 });
