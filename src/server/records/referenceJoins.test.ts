import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { joinsForName, splitJoinedRows, withReferenceJoins, type ReferenceJoin } from './referenceJoins.ts';
import { compileSql, generatedRegistry as registry } from '../../../tests/support/sqlCompiler.ts';
import { nameAloneServes } from './names.ts';

const join = (name: string): ReferenceJoin => ({
  field: { name, column: `${name}_id` } as NormalizedField,
  target: { typename: name } as NormalizedType,
  namesOnly: false,
  access: { all: true },
});

describe('splitJoinedRows', () => {
  it("takes each joined row off the page's row by its prefix, with its readable flag", () => {
    const joins = [join('court'), join('homeTeam')];
    const [split] = splitJoinedRows(
      [
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
      ],
      joins,
    );
    expect(split.row).toEqual({ id: 7, court_id: 3, home_team_id: null });
    expect(split.joined).toEqual([
      { join: joins[0], row: { id: 3, name: 'Court 1', org_id: 2 }, readable: false },
      // An empty reference joins nothing: no row, so nothing is primed for it.
      { join: joins[1], row: null, readable: false },
    ]);
  });

  it('keeps a column that only looks like a joined one, and leaves out the one to skip', () => {
    const [split] = splitJoinedRows(
      [{ id: 1, __ref_like: 'kept', __ref5__id: 'no such join', __ref0__id: 2, cursor: 'c' }],
      [join('court')],
      'cursor',
    );
    expect(split.row).toEqual({ id: 1, __ref_like: 'kept', __ref5__id: 'no such join' });
    expect(split.joined[0].row).toEqual({ id: 2 });
  });

  it('splits every row of the page the same way', () => {
    const rows = splitJoinedRows(
      [
        { id: 1, court_id: 3, __ref0__id: 3, __ref0____readable: true },
        { id: 2, court_id: null, __ref0__id: null, __ref0____readable: null },
      ],
      [join('court')],
    );
    expect(rows.map((r) => [r.row, r.joined[0].row, r.joined[0].readable])).toEqual([
      [{ id: 1, court_id: 3 }, { id: 3 }, true],
      [{ id: 2, court_id: null }, null, false],
    ]);
  });

  it("splits the next page of a statement by the plan its first page's columns gave", () => {
    const statement = {};
    const page = (id: number) => [{ id, court_id: id + 10, __ref0__id: id + 10, __ref0__name: `Court ${id}`, __ref0____readable: true }];
    splitJoinedRows(page(1), [join('court')], undefined, statement);
    const [next] = splitJoinedRows(page(2), [join('court')], undefined, statement);
    expect([next.row, next.joined[0].row, next.joined[0].readable]).toEqual([{ id: 2, court_id: 12 }, { id: 12, name: 'Court 2' }, true]);
  });

  it('copies the rows without joins, less the column to skip', () => {
    expect(splitJoinedRows([{ id: 1, __ref_like: 'kept', cursor: 'c' }], [], 'cursor')).toEqual([{ row: { id: 1, __ref_like: 'kept' }, joined: [] }]);
    expect(splitJoinedRows([], [])).toEqual([]);
  });
});

describe('withReferenceJoins', () => {
  const game = registry.types.Game;
  const joinOf = (type: NormalizedType, name: string, namesOnly: boolean): ReferenceJoin => {
    const field = type.fields.find((f) => f.name === name)!;
    return { field, target: registry.types[field.typename!], namesOnly, access: { all: true } };
  };

  it("reads a name-only join's id, the columns its name reads and its readable flag as one array, in a subquery", async () => {
    const joined = withReferenceJoins(
      undefined as never,
      registry,
      sql`SELECT * FROM games`,
      [joinOf(game, 'court', true), joinOf(game, 'homeTeam', true)],
      sql`p.id`,
    );
    const { text } = compileSql(await joined);
    expect(text).toContain(
      '(SELECT json_build_array(t."id", t."name", true) FROM "courts" AS t\n      WHERE t.id = "p"."court_id") AS "__ref0____names"',
    );
    expect(text).not.toContain('LATERAL');
    expect(text).not.toContain('t.*');
  });

  it('splits a name-only join’s array into its columns and readable flag, and an empty reference into null', () => {
    const joins = [joinOf(game, 'court', true)];
    const rows = splitJoinedRows(
      [
        { id: 1, __ref0____names: [3, 'Court 1', false] },
        { id: 2, __ref0____names: null },
      ],
      joins,
    );
    expect(rows.map((r) => [r.row, r.joined[0].row, r.joined[0].readable])).toEqual([
      [{ id: 1 }, { id: 3, name: 'Court 1' }, false],
      [{ id: 2 }, null, false],
    ]);
  });
});

describe('nameAloneServes', () => {
  it("holds where the target's name reads plain columns that cover what the row's own name reads through the field", () => {
    const field = (type: NormalizedType, name: string) => type.fields.find((f) => f.name === name)!;
    // A game is named '{homeTeam.name} vs {awayTeam.name}', and a team by its name.
    const game = registry.types.Game;
    expect(nameAloneServes(game, field(game, 'homeTeam'), registry.types.Team)).toBe(true);
    // A network device is named after its venue's short name, which the venue's own name ('name') does not read.
    const device = registry.types.NetworkDevice;
    expect(nameAloneServes(device, field(device, 'venue'), registry.types.Venue)).toBe(false);
  });

  it('joins for names alone only types whose name columns read the same through JSON', () => {
    expect(joinsForName(registry.types.Team)).toBe(true);
    // '{venueServer.name} ↓{downloadMbps} ↑{uploadMbps} Mbit/s': a decimal would lose its trailing zeros.
    expect(joinsForName(registry.types.InternetSpeedTest)).toBe(false);
  });
});
