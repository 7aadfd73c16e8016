import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { splitJoinedRows, type ReferenceJoin } from './referenceJoins.ts';

const join = (name: string): ReferenceJoin => ({
  field: { name, column: `${name}_id` } as NormalizedField,
  target: { typename: name } as NormalizedType,
  readable: sql<boolean>`true`,
});

describe('splitJoinedRows', () => {
  it("takes each joined row off the page's row by its prefix, with its readable flag", () => {
    const joins = [join('court'), join('homeTeam')];
    const split = splitJoinedRows(
      {
        id: 7,
        court_id: 3,
        home_team_id: null,
        __ref0__id: 3,
        __ref0__name: 'Court 1',
        __ref0__org_id: 2,
        __ref0____readable: false,
        __ref1__id: null,
        __ref1__name: null,
        __ref1____readable: null,
      },
      joins,
    );
    expect(split.row).toEqual({ id: 7, court_id: 3, home_team_id: null });
    expect(split.joined).toEqual([
      { join: joins[0], row: { id: 3, name: 'Court 1', org_id: 2 }, readable: false },
      // An empty reference joins nothing: no row, so nothing is primed for it.
      { join: joins[1], row: null, readable: false },
    ]);
  });

  it('returns the row as it is without joins', () => {
    const row = { id: 1, __ref_like: 'kept' };
    expect(splitJoinedRows(row, [])).toEqual({ row, joined: [] });
  });
});
