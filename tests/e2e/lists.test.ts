import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventually, useE2E } from '../support/e2e.ts';
import { parseCsv } from '../support/csv.ts';

/** The filter state a list keeps in its URL hash. */
const hashState = (page: Page): Record<string, unknown> => {
  const hash = new URL(page.url()).hash.slice(1);
  return hash ? (JSON.parse(decodeURIComponent(hash)) as Record<string, unknown>) : {};
};

/** Record ids of the rows shown, in order, read from the name links (/readmin/games/12). */
const shownIds = async (page: Page): Promise<number[]> => {
  const hrefs = await page.locator('main table tbody tr td:nth-child(2) a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => Number(h.split('/').pop()));
};

const day = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

describe('list screens, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com' });

  it('keeps scope and filters in the URL hash; reload restores them and their rows', async () => {
    const court = await db().selectFrom('courts').select(['id', 'name']).where('name', '=', 'Bondi Court 1').executeTakeFirstOrThrow();
    const expected = (
      await db()
        .selectFrom('games')
        .select('id')
        .where('court_id', '=', court.id)
        .where('completed_at', 'is not', null)
        .orderBy('played_at', 'desc')
        .orderBy('id', 'desc')
        .limit(10)
        .execute()
    ).map((g) => g.id as number);

    await page().goto(url('/readmin/games'));
    await page().getByRole('button', { name: 'Completed' }).click();
    await page().waitForURL(/#/);
    expect(hashState(page())).toMatchObject({ scopeFilter: 'completed' });
    // The filter is a stand-in until reached for: a click puts the picker there, focused (ReferenceFilterSlot.tsx).
    await page().getByRole('combobox', { name: 'Court' }).click();
    await page().getByRole('combobox', { name: 'Court' }).fill('Bondi Court 1');
    await page().getByRole('option', { name: 'Bondi Court 1' }).click();
    await eventually(() => hashState(page()).filtersHash).toEqual({ court: String(court.id) });
    expect(Object.keys(hashState(page()))).toEqual(['searchTerm', 'filtersHash', 'scopeFilter', 'orderOption', 'dateRange']);
    await eventually(() => shownIds(page())).toEqual(expected);

    await page().reload();
    await eventually(() => shownIds(page())).toEqual(expected);
    await eventually(() => page().getByRole('combobox', { name: 'Court' }).inputValue()).toBe('Bondi Court 1');
    expect(await page().getByRole('button', { name: 'Completed' }).getAttribute('aria-pressed')).toBe('true');

    await page().goBack();
    await eventually(() => hashState(page()).filtersHash).toEqual({});
    expect(hashState(page())).toMatchObject({ scopeFilter: 'completed' });
  });

  it('shows 20 rows with limit=20 in the URL; Load More appends the next 20 after the last row', async () => {
    const newest = (await db().selectFrom('games').select('id').orderBy('played_at', 'desc').orderBy('id', 'desc').execute()).map(
      (g) => g.id as number,
    );
    await page().goto(url('/readmin/games'));
    await page().getByLabel('Rows per page').selectOption('20');
    await page().waitForURL(/[?&]limit=20/);
    await eventually(() => shownIds(page())).toEqual(newest.slice(0, 20));
    await page().getByText(`20 of ${newest.length}`).waitFor();
    const variables: Record<string, unknown>[] = [];
    page().on('request', (r) => {
      const body = r.url().endsWith('/graphql')
        ? (JSON.parse(r.postData() ?? '{}') as { operationName?: string; variables?: Record<string, unknown> })
        : {};
      if (body.operationName === 'ReadminList' && body.variables?.typename === 'Game') variables.push(body.variables);
    });
    await page().getByRole('button', { name: 'Load More' }).click();
    await eventually(() => shownIds(page())).toEqual(newest.slice(0, 40));
    expect(variables[0]).toMatchObject({ limit: 20, after: expect.any(String) }); // keyset paging, not OFFSET
  });

  it('deletes exactly a shift-clicked range of games after typing DELETE', async () => {
    await page().goto(url('/readmin/games'));
    await eventually(async () => (await shownIds(page())).length).toBe(10);
    const ids = await shownIds(page());
    const range = ids.slice(2, 6);
    const checkbox = (i: number) => page().locator('main table tbody tr').nth(i).getByRole('checkbox');
    await checkbox(2).click();
    await checkbox(5).click({ modifiers: ['Shift'] });
    await page().getByText('4 selected').waitFor();
    await page().getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page().getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Please type "DELETE" to confirm').fill('DELETE');
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });

    const left = (await db().selectFrom('games').select('id').where('id', 'in', ids).execute()).map((g) => g.id as number);
    expect(left.sort((a, b) => a - b)).toEqual(ids.filter((id) => !range.includes(id)).sort((a, b) => a - b));
    await eventually(() => shownIds(page())).not.toContain(range[0]);
  });

  it('edits a shift-clicked range of courts and nothing else', async () => {
    const before = await db().selectFrom('courts').select(['id', 'active']).orderBy('id').execute();
    await page().goto(url('/readmin/courts'));
    await eventually(async () => (await shownIds(page())).length).toBeGreaterThan(4);
    const ids = await shownIds(page());
    const checkbox = (i: number) => page().locator('main table tbody tr').nth(i).getByRole('checkbox');
    await checkbox(3).click();
    await checkbox(1).click({ modifiers: ['Shift'] });
    await page().getByText('3 selected').waitFor();
    await page().getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page().getByRole('dialog', { name: 'Edit 3 Courts' });
    const active = dialog.getByLabel('Active', { exact: true });
    expect(await active.isChecked()).toBe(true); // all three are active: one value, shown as it is
    expect(await dialog.getByLabel(/^Name/).count()).toBe(0); // the name identifies each court: not edited in a batch
    await active.click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const changed = ids.slice(1, 4);
    const after = await db().selectFrom('courts').select(['id', 'active']).orderBy('id').execute();
    for (const court of after) {
      const was = before.find((c) => c.id === court.id)!;
      expect(court.active).toBe(changed.includes(court.id as number) ? false : was.active);
    }
  });

  it('exports the filtered rows as CSV: completed, then the downloaded file holds exactly those rows', async () => {
    await page().goto(url('/readmin/games'));
    await page().getByRole('button', { name: 'Completed' }).click();
    await page().getByRole('button', { name: 'All time' }).click();
    const menu = page().getByRole('dialog', { name: 'Choose a date range' });
    await menu.getByLabel('From', { exact: true }).fill('2026-09-01');
    await menu.getByLabel('To', { exact: true }).fill('2026-09-30');
    await menu.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => hashState(page()).dateRange).toEqual({ start: '2026-09-01', end: '2026-09-30' });
    const timeZone = (await page().getByRole('button', { name: 'Change display time zone' }).innerText()).trim();

    const games = await db().selectFrom('games').select(['id', 'played_at']).where('completed_at', 'is not', null).execute();
    const expected = games
      .filter((g) => {
        const d = day(new Date(g.played_at as string | Date), timeZone);
        return d >= '2026-09-01' && d <= '2026-09-30';
      })
      .map((g) => String(g.id))
      .sort();
    expect(expected.length).toBeGreaterThan(0);

    await page().getByRole('button', { name: 'Export as CSV' }).click();
    await page().waitForURL(/\/readmin\/csv_exports\/\d+$/);
    await page().getByRole('heading', { name: 'Games – Completed – 2026-09-01 to 2026-09-30' }).waitFor();
    await page().getByText('This export is ready for download.').waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('link', { name: 'Download' }).click()]);
    const rows = parseCsv(readFileSync((await download.path())!, 'utf8'));
    expect(rows[0][0]).toBe('ID');
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(expected);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    await page().goto(url('/readmin'));
    await page()
      .getByRole('region', { name: 'CSV exports' })
      .getByRole('link', { name: /Games – Completed – 2026-09-01 to 2026-09-30/ })
      .first()
      .waitFor();
  });

  it('opens the first row on Enter in the search box', async () => {
    const team = await db().selectFrom('teams').select(['id', 'name']).where('name', '=', 'Glebe Giants').executeTakeFirstOrThrow();
    await page().goto(url('/readmin/teams'));
    await page().getByRole('searchbox', { name: 'Search' }).fill('Glebe');
    await page().getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page().waitForURL(url(`/readmin/teams/${team.id}`));
    await page().getByRole('heading', { name: 'Glebe Giants' }).waitFor();
  });

  it("follows a row's links and the sidebar's inside the page, without loading a new document", async () => {
    const game = await db().selectFrom('games').select('id').orderBy('played_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await page().goto(url('/readmin/games'));
    await eventually(() => shownIds(page()).then((ids) => ids[0])).toBe(game.id);
    // Plain <a> elements, not the router's <Link>, which would hold up the first row: the app's click listener routes them.
    await page().evaluate(() => Object.assign(window, { sameDocument: true }));
    const stillSameDocument = () => page().evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    await page().locator('main table tbody tr').first().locator('td:nth-child(2) a').click();
    await page().waitForURL(url(`/readmin/games/${game.id}`));
    expect(await stillSameDocument()).toBe(true);

    await page().getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'API Partners', exact: true }).click();
    await page().waitForURL(url('/readmin/api_partners'));
    await page().getByRole('heading', { name: 'API Partners' }).waitFor();
    expect(await stillSameDocument()).toBe(true);
  });
});
