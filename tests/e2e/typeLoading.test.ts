import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Locator, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Registry } from '../../src/metadata/normalized.ts';
import { useE2E } from '../support/e2e.ts';
import { ROOT } from '../support/testServer.ts';

const registry = JSON.parse(readFileSync(join(ROOT, 'src/generated/registry.json'), 'utf8')) as Registry;
const routed = Object.values(registry.types).filter((t) => t.route !== null);

/**
 * The console loads each type's module with the pages that read it (src/console/registry.ts); a page that
 * reads a type it did not load fails with 'Record type … is read before it was loaded'. Every list page,
 * freshly loaded, and then the first record's detail page with each of its tabs, must render without it.
 */
describe('every page loads the record types it reads, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com', timeout: 10_000 });
  const failures: string[] = [];

  /** Requests the page has sent and not yet seen answered, named in a failure (a stuck progress bar is one of them). */
  const inFlight = new Set<Request>();
  /**
   * Requests that failed or were answered 5xx or 429, newest last: the console tries a failed read again
   * after 10 s and then 20 s (src/browser/retryPolicy.ts), showing its progress indicator with no request open.
   */
  const troubles: string[] = [];

  /** A request as a failure names it: method, address and, for GraphQL, the operation. */
  const describeRequest = (request: Request) => {
    const body = request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string } | null) : null;
    return [request.method(), request.url(), body?.operationName].filter(Boolean).join(' ');
  };

  /** What a page that did not settle shows: its address, progress bars, the awaited element and requests still open. */
  const pageState = async (shown: () => Locator) =>
    [
      `at ${page().url()}`,
      `${await page().getByRole('progressbar').count()} progress bar(s)`,
      `${await shown().count()} awaited element(s)`,
      `open requests: ${[...inFlight].map(describeRequest).join(', ') || 'none'}`,
      `failed requests: ${troubles.slice(-5).join(', ') || 'none'}`,
    ].join('; ');

  /**
   * Waits until the page shows an error, or `shown` and no progress indicator, then records any error. The wait
   * is long (30 s) because each step loads chunks and several requests on what may be a busy 2-core machine;
   * a page that does not settle is a failure that says what it was still showing.
   */
  const settle = async (where: string, shown: () => Locator) => {
    const failed = page().getByText(/Something went wrong|before it was loaded/);
    const settled = async () => (await failed.count()) > 0 || ((await shown().count()) > 0 && (await page().getByRole('progressbar').count()) === 0);
    await expect
      .poll(settled, { timeout: 30_000 })
      .toBe(true)
      .catch(async () => {
        throw new Error(`${where} did not settle: ${await pageState(shown)}`);
      });
    if (await failed.count()) failures.push(`${where}: ${await failed.first().textContent()}`);
  };

  /** A route change without a page load (react-router follows popstate), so the types loaded so far stay loaded. */
  const navigateInApp = async (path: string) => {
    await page().evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page().waitForURL(url(path));
  };

  it('opens each list, and each first record with every tab, without reading a type that has not loaded', { timeout: 600_000 }, async () => {
    const errors: string[] = [];
    page().on('pageerror', (error) => errors.push(error.message));
    page().on('request', (request) => inFlight.add(request));
    page().on('requestfinished', (request) => inFlight.delete(request));
    page().on('requestfailed', (request) => {
      inFlight.delete(request);
      troubles.push(`${describeRequest(request)} (${request.failure()?.errorText ?? 'failed'})`);
    });
    page().on('response', (response) => {
      if (response.status() >= 500 || response.status() === 429) troubles.push(`${describeRequest(response.request())} (${response.status()})`);
    });
    for (const type of routed) {
      // A type with detail pages only (list.route null) starts from the console home instead.
      await page().goto(url(`/readmin/${type.list.route ?? ''}`));
      if (type.list.route) await settle(`${type.list.route} list`, () => page().getByRole('heading', { level: 1, name: type.label.plural }));
      const { rows } = await sql<{ id: string }>`select id from ${sql.table(type.table)} order by id limit 1`.execute(db());
      if (!rows.length) continue;
      // Details, each of the type's tabs (association tabs are the associated type's list) and System Notes,
      // reached inside the page as a click would: the page load above started with no type loaded.
      for (const tab of [...(type.display.detailsTab ? ['details'] : []), ...type.tabs.map((t) => t.name), 'system_notes']) {
        await navigateInApp(`/readmin/${type.route}/${rows[0].id}?tab=${tab}`);
        await settle(`${type.route} tab ${tab}`, () => page().getByRole('toolbar', { name: 'Record actions' }));
      }
    }
    expect(errors.filter((e) => /before it was loaded/.test(e))).toEqual([]);
    expect(failures).toEqual([]);
  });
});
