import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Access } from '../access/ownership.ts';
import { listConditions } from './filterConditions.ts';
import { compileSql, generatedRegistry as registry } from '../../../tests/support/sqlCompiler.ts';

const where = (access: Access, orgId: number) =>
  compileSql(sql`SELECT 1 FROM games AS t WHERE ${sql.join(listConditions(registry, registry.types.Game, access, { orgId }), sql` AND `)}`);

describe("a list's access and organisation route", () => {
  it('are one condition when the access reaches rows through organisations alone (the planner must not count it twice)', () => {
    const own = where({ all: false, byKind: { org: [1, 3] } }, 1);
    expect(own.text.match(/org_id/g)).toHaveLength(1);
    expect(own.parameters).toEqual([[1]]);
    // Another organisation's route: no ids, so no rows.
    expect(where({ all: false, byKind: { org: [3] } }, 1).parameters).toEqual([[]]);
  });

  it('stay two conditions when the access comes through another kind, or is full', () => {
    expect(where({ all: false, byKind: { venue: [2] } }, 1).text).toMatch(/court_id.*org_id/s);
    expect(where({ all: true }, 1)).toEqual({ text: 'SELECT 1 FROM games AS t WHERE true AND "t"."org_id" = ANY($1::integer[])', parameters: [[1]] });
  });
});
