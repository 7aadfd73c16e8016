import { join } from 'node:path';
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { ROOT, startTestServer, type DatabaseKind, type TestServer } from './testServer.ts';

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
export const startE2E = async (kind: DatabaseKind = 'pglite'): Promise<E2E> => {
  const server = await startTestServer({ kind, distDir: join(ROOT, 'dist'), exports: true });
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

/** expect.poll with time for a page load, its queries and, when asked, a background job (the default is one second). */
export const eventually = <T>(read: () => T | Promise<T>, timeout = 15_000) => expect.poll(read, { timeout, interval: 250 });
