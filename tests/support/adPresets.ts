import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.ts';

/**
 * Every competition and league needs an ad preset (spec 001 §5); rows a test inserts directly take their
 * organisation's seeded default one, as a subquery so the test need not look it up first.
 */
export const orgAdPreset = (orgId: number) =>
  sql<number>`(SELECT id FROM ad_presets WHERE org_id = ${orgId} ORDER BY default_for_new_league DESC, id LIMIT 1)`;

/** The same preset's id, as an API caller sends it (`adPresetId`). */
export const orgAdPresetId = async (db: Db, orgId: number): Promise<string> => {
  const { rows } = await sql<{ id: number }>`SELECT ${orgAdPreset(orgId)} AS id`.execute(db);
  return String(rows[0].id);
};
