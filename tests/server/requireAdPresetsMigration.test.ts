import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MIGRATIONS_DIR, migrate } from '../../src/server/db/migrate.ts';
import type { Database } from '../../src/server/db/database.ts';
import { openTestDatabase, TEST_DATABASES } from '../support/testServer.ts';

const MIGRATION = '0039_require_ad_presets.sql';

/**
 * 0039 makes the ad preset required on an existing database: competitions and leagues without one take
 * their organisation's preset for new leagues (else its first), and an organisation with no preset at all
 * gets an empty default one, so the NOT NULL never refuses a database that has such rows.
 */
describe.each(TEST_DATABASES)(`migration ${MIGRATION} on %s`, (kind) => {
  let database: Database;
  const before = mkdtempSync(join(tmpdir(), 'readmin-migrations-'));
  const insert = async (table: string, values: Record<string, unknown>) =>
    (
      await sql<{
        id: number;
      }>`INSERT INTO ${sql.table(table)} ${sql.raw(`(${Object.keys(values).join(', ')})`)} VALUES (${sql.join(Object.values(values))}) RETURNING id`.execute(
        database.db,
      )
    ).rows[0].id;

  beforeAll(async () => {
    for (const name of readdirSync(MIGRATIONS_DIR).filter((f) => /^\d+_.*\.sql$/.test(f) && f < MIGRATION))
      cpSync(join(MIGRATIONS_DIR, name), join(before, name));
    database = await openTestDatabase(kind);
    await migrate(database.db, before);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('gives every competition and league a preset, then requires one', async () => {
    const withPresets = await insert('orgs', { name: 'With presets', time_zone: 'UTC' });
    const other = await insert('ad_presets', { name: 'Other', org_id: withPresets, default_for_new_league: false });
    const forNewLeagues = await insert('ad_presets', { name: 'For new leagues', org_id: withPresets, default_for_new_league: true });
    const bare = await insert('orgs', { name: 'No presets', time_zone: 'UTC' });
    const competition = await insert('competitions', { name: 'Cup', org_id: withPresets, sport: 'basketball' });
    const kept = await insert('leagues', { name: 'Kept', org_id: withPresets, sport: 'basketball', ad_preset_id: other });
    const bareLeague = await insert('leagues', { name: 'Bare', org_id: bare, sport: 'netball' });

    expect((await migrate(database.db))[0]).toBe(MIGRATION);

    const presetOf = async (table: string, id: number) =>
      (await sql<{ ad_preset_id: number }>`SELECT ad_preset_id FROM ${sql.table(table)} WHERE id = ${id}`.execute(database.db)).rows[0].ad_preset_id;
    expect(await presetOf('competitions', competition)).toBe(forNewLeagues);
    expect(await presetOf('leagues', kept)).toBe(other);
    const created = (
      await sql<{
        id: number;
        name: string;
        default_for_new_league: boolean;
      }>`SELECT id, name, default_for_new_league FROM ad_presets WHERE org_id = ${bare}`.execute(database.db)
    ).rows;
    expect(created).toEqual([{ id: expect.any(Number), name: 'Default', default_for_new_league: true }]);
    expect(await presetOf('leagues', bareLeague)).toBe(created[0].id);

    await expect(insert('leagues', { name: 'None', org_id: bare, sport: 'netball' })).rejects.toThrow(/ad_preset_id/);
    await expect(sql`DELETE FROM ad_presets WHERE id = ${other}`.execute(database.db)).rejects.toThrow(/foreign key/);
  });
});
