import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Registry } from '../../src/metadata/normalized.ts';
import { axeViolations } from '../support/axe.ts';
import { useE2E } from '../support/e2e.ts';
import { PUBLIC_PAGES } from '../support/publicPages.ts';
import { ROOT } from '../support/testServer.ts';

const registry = JSON.parse(readFileSync(join(ROOT, 'src/generated/registry.json'), 'utf8')) as Registry;
const routed = Object.values(registry.types).filter((t) => t.route !== null);

/**
 * Until nothing on the page is loading or moving: no progress indicator, no skeleton row, and no transition
 * running (a dialog fading in reads with half its contrast).
 */
const settled = async (page: Page) => {
  await expect.poll(() => page.locator('[role="progressbar"], .MuiSkeleton-root, .MuiCircularProgress-root').count(), { timeout: 15_000 }).toBe(0);
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length),
    )
    .toBe(0);
};

/** Opens a console path as a click on a link would, in the running app: no new page load per list or record. */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/**
 * axe-core's WCAG 2.2 AA rules over the console and the public pages, in Chromium, on the demo data: no serious or
 * critical violation on the login page, the public link pages, the dashboard, every list, every tab of a record
 * of each type, each kind of dialog, and an API partner's GraphiQL. A failure names the page, the rule, the
 * element and what to fix (docs/accessibility.md).
 */
describe('accessibility (axe-core, WCAG 2.2 AA), in Chromium', () => {
  const { page, url, db, newPage } = useE2E({ signIn: 'admin@example.com', timeout: 15_000 });

  it('finds no serious violation on the login page and the public pages', { timeout: 120_000 }, async () => {
    const visitor = await newPage();
    const found: string[] = [];
    for (const path of ['/readmin/login', ...PUBLIC_PAGES]) {
      await visitor.goto(url(path));
      // The public pages render in the browser: until the page has something to read.
      await expect.poll(() => visitor.evaluate(() => document.body.innerText.trim().length), { timeout: 15_000 }).toBeGreaterThan(0);
      await settled(visitor);
      found.push(...(await axeViolations(visitor, path)));
    }
    await visitor.context().close();
    expect(found).toEqual([]);
  });

  it('finds no serious violation on the dashboard and every list', { timeout: 300_000 }, async () => {
    await page().goto(url('/readmin'));
    await page().getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page());
    // The whole page once: app bar, sidebar, footer; then each list's own part of the page.
    const found = await axeViolations(page(), '/readmin');
    for (const type of routed.filter((t) => t.list.route)) {
      const path = `/readmin/${type.list.route}`;
      await navigate(page(), path);
      await page().getByRole('heading', { level: 1, name: type.label.plural, exact: true }).waitFor();
      await settled(page());
      found.push(...(await axeViolations(page(), path, 'main')));
    }
    expect(found).toEqual([]);
  });

  it('finds no serious violation on a record of each kind of field and on each kind of tab', { timeout: 300_000 }, async () => {
    const found: string[] = [];
    // A record page is its fields (the Details tab) and its tabs: pages are opened until every kind of field and
    // every kind of tab (each hand-written one, an association as a table or a grid, System Notes) was checked.
    const seen = new Set<string>();
    const tabKind = (type: (typeof routed)[number], label: string) => {
      const tab = type.tabs.find((t) => t.label === label);
      if (!tab) return label; // Details and System Notes
      return tab.component ?? `association:${tab.association ? type.associations[tab.association]?.view : ''}`;
    };
    for (const type of routed) {
      const fieldKinds = type.fields.map((f) => `field:${f.type}`);
      const tabKinds = type.tabs.map((t) => tabKind(type, t.label));
      if (![...fieldKinds, ...tabKinds].some((k) => !seen.has(k))) continue;
      const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(type.table)} ORDER BY id LIMIT 1`.execute(db());
      if (!rows.length) continue;
      const path = `/readmin/${type.route}/${rows[0].id}`;
      await page().goto(url(path));
      await page().getByRole('toolbar', { name: 'Record actions' }).waitFor();
      await settled(page());
      found.push(...(await axeViolations(page(), path, 'main')));
      fieldKinds.forEach((k) => seen.add(k));
      const tabs = page().getByRole('tab');
      const names = await tabs.allTextContents();
      seen.add(tabKind(type, names[0] ?? 'Details'));
      for (const [index, name] of names.entries()) {
        const kind = tabKind(type, name);
        if (seen.has(kind)) continue;
        const tab = tabs.nth(index);
        await tab.click();
        await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
        await settled(page());
        found.push(...(await axeViolations(page(), `${path} ${name}`, '#detail-tabpanel')));
        seen.add(kind);
      }
    }
    expect(found).toEqual([]);
    expect([...seen]).toEqual(expect.arrayContaining(['System Notes', 'association:table', 'association:grid', 'orgDashboard', 'field:rectangle']));
  });

  it('finds no serious violation in a dialog of each kind', { timeout: 300_000 }, async () => {
    const found: string[] = [];
    const check = async (where: string) => {
      const dialog = page().getByRole('dialog').first();
      await dialog.waitFor();
      await settled(page());
      found.push(...(await axeViolations(page(), where, '[role="dialog"]')));
      await page().keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    };
    const firstId = async (table: string) =>
      (await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} ORDER BY id LIMIT 1`.execute(db())).rows[0]?.id;

    // Generated forms: enough of them that every kind of input appears in one.
    const inputKinds = new Set<string>();
    for (const type of routed) {
      const id = await firstId(type.table);
      if (id === undefined) continue;
      for (const action of type.actions.filter((a) => a.placement !== 'list' && a.roles.includes('platformAdmin') && !a.component)) {
        const kinds = action.fields.map((name) => type.fields.find((f) => f.name === name)?.type ?? '').filter(Boolean);
        const isNew = kinds.some((k) => !inputKinds.has(k)) || (action.confirm && !inputKinds.has(`confirm:${!!action.confirm.typeToConfirm}`));
        if (!isNew) continue;
        await page().goto(url(`/readmin/${type.route}/${id}`));
        const button = page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: action.label, exact: true });
        await page().getByRole('toolbar', { name: 'Record actions' }).waitFor();
        if (!(await button.count())) continue; // not offered for this record
        await button.click();
        await check(`${type.typename} ${action.label}`);
        kinds.forEach((k) => inputKinds.add(k));
        if (action.confirm) inputKinds.add(`confirm:${!!action.confirm.typeToConfirm}`);
      }
    }
    expect([...inputKinds]).toEqual(expect.arrayContaining(['reference', 'enum', 'file', 'rectangle', 'datetime', 'confirm:true', 'confirm:false']));

    // A create from a list, and its refusal when submitted empty.
    await page().goto(url('/readmin/courts'));
    await page().getByRole('button', { name: 'Add Court', exact: true }).first().click();
    await page().getByRole('dialog').first().waitFor();
    await settled(page());
    found.push(...(await axeViolations(page(), 'Add Court', '[role="dialog"]')));
    await page().getByRole('dialog').first().getByRole('button', { name: 'Create', exact: true }).click();
    await page().getByRole('dialog', { name: 'Cannot submit' }).waitFor();
    await settled(page());
    found.push(...(await axeViolations(page(), 'Cannot submit', '[role="dialog"]')));

    // The hand-written dialogs: a surface's encoding and filter settings.
    const surface = await firstId('surfaces');
    for (const label of ['Encoding Config', 'Filter Config']) {
      await page().goto(url(`/readmin/surfaces/${surface}`));
      const button = page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: label });
      await button.click();
      await check(`Surface ${label}`);
    }

    // The footer's time zone dialog.
    await page()
      .getByRole('button', { name: /^Change display time zone/ })
      .click();
    await check('Time zone');
    expect(found).toEqual([]);
  });

  it('opens a record from a list and works a dialog by keyboard alone', async () => {
    const court = await db().selectFrom('courts').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    await page().goto(url('/readmin/courts'));
    await page().getByRole('link', { name: court.name, exact: true }).focus();
    await page().keyboard.press('Enter');
    await page().waitForURL(url(`/readmin/courts/${court.id}`));

    const edit = page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Edit', exact: true });
    await edit.focus();
    await page().keyboard.press('Enter');
    const dialog = page().getByRole('dialog').first();
    await dialog.waitFor();
    const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
    await expect.poll(focusInDialog).toBe(true);
    // Tab goes round the dialog's controls and never leaves it.
    for (let i = 0; i < 25; i++) {
      await page().keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => edit.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("finds no serious violation on an API partner's GraphiQL page", { timeout: 120_000 }, async () => {
    const partner = await db().selectFrom('api_partners').select('id').where('name', '=', 'CourtSide Data').executeTakeFirstOrThrow();
    await page().goto(url(`/readmin/api_partners/${partner.id}/graphiql`));
    await page().getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).waitFor();
    await settled(page());
    expect(await axeViolations(page(), 'GraphiQL')).toEqual([]);
  });
});
