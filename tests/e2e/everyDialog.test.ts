import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { NormalizedAction, NormalizedType, Registry } from '../../src/metadata/normalized.ts';
import { evaluate } from '../../src/metadata/jsonLogic.ts';
import { useE2E } from '../support/e2e.ts';
import { ROOT } from '../support/testServer.ts';

const registry = JSON.parse(readFileSync(join(ROOT, 'src/generated/registry.json'), 'utf8')) as Registry;
const routed = Object.values(registry.types).filter((t) => t.route !== null);
const formActions = (type: NormalizedType, kind: NormalizedAction['kind']) =>
  type.actions.filter((a) => a.kind === kind && a.fields.length > 0 && !a.component && a.roles.includes('platformAdmin'));

/** The fields a create dialog must refuse empty: required, shown for the defaults, with no default of their own. */
const requiredOnCreate = (type: NormalizedType, action: NormalizedAction): string[] => {
  const fields = action.fields.map((name) => type.fields.find((f) => f.name === name)!).filter((f) => !f.readOnly);
  const defaults = Object.fromEntries(fields.map((f) => [f.name, f.default ?? null]));
  return fields
    .filter((f) => f.required && f.default === undefined && f.type !== 'boolean' && evaluate(f.visibleWhen, defaults))
    .map((f) => `${f.label} is required`);
};

/**
 * Every generated create and edit dialog of every record type, opened by a platform admin in Chromium: a
 * create submitted empty lists each required field's message in 'Cannot submit'; an edit of the first
 * record saved as it opened closes without an error. Dialogs of hand-written components have their own tests.
 */
describe('every generated form dialog, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com', timeout: 10_000 });

  it('refuses each create dialog submitted empty with its required fields named', { timeout: 900_000 }, async () => {
    const failures: string[] = [];
    let opened = 0;
    for (const type of routed.filter((t) => t.list.route)) {
      for (const action of formActions(type, 'create').filter((a) => a.placement !== 'record')) {
        await page().goto(url(`/readmin/${type.list.route}`));
        await page().getByRole('heading', { level: 1, name: type.label.plural }).waitFor();
        await page().getByRole('button', { name: action.label, exact: true }).first().click();
        const dialog = page().getByRole('dialog').first();
        await dialog.getByRole('button', { name: 'Create', exact: true }).click();
        const expected = requiredOnCreate(type, action);
        if (!expected.length) {
          await page().keyboard.press('Escape');
          continue;
        }
        const blocked = page().getByRole('dialog', { name: 'Cannot submit' });
        await blocked.waitFor();
        const shown = await blocked.textContent();
        const missing = expected.filter((m) => !shown?.includes(m));
        if (missing.length) failures.push(`${type.typename} ${action.label}: missing ${missing.join(', ')}`);
        opened++;
      }
    }
    expect(failures).toEqual([]);
    // A floor that says the loop reached the dialogs (25 create dialogs have required fields; API
    // credentials are issued by their own operation, not a generated create).
    expect(opened).toBeGreaterThanOrEqual(25);
  });

  it('saves each edit dialog of a first record as it opened, and closes', { timeout: 900_000 }, async () => {
    const failures: string[] = [];
    let saved = 0;
    for (const type of routed) {
      const actions = formActions(type, 'update').filter((a) => a.placement !== 'list');
      if (!actions.length) continue;
      const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(type.table)} ORDER BY id LIMIT 1`.execute(db());
      if (!rows.length) continue;
      for (const action of actions) {
        await page().goto(url(`/readmin/${type.route}/${rows[0].id}`));
        const toolbar = page().getByRole('toolbar', { name: 'Record actions' });
        await toolbar.waitFor().catch((error: Error) => {
          throw new Error(`${type.typename} ${rows[0].id}: ${error.message}`);
        });
        const button = toolbar.getByRole('button', { name: action.label, exact: true });
        // An action whose availability rules out this record is not offered (tested with the rules themselves).
        if (!(await button.count())) continue;
        await button.click();
        const dialog = page().getByRole('dialog').first();
        await dialog.getByRole('button', { name: 'Save', exact: true }).click();
        const trouble = page().getByRole('dialog', { name: /Cannot submit|Unable to Complete Request/ });
        await expect.poll(async () => (await trouble.count()) > 0 || (await page().getByRole('dialog').count()) === 0).toBe(true);
        if (await trouble.count()) {
          failures.push(`${type.typename} ${action.label}: ${(await trouble.first().textContent())?.slice(0, 300)}`);
          await page().keyboard.press('Escape');
        } else saved++;
      }
    }
    expect(failures).toEqual([]);
    expect(saved).toBeGreaterThan(25);
  });
});
