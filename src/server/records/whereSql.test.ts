import { describe, expect, it } from 'vitest';
import type { JsonLogic } from '../../metadata/jsonLogic.ts';
import { whereSql } from './whereSql.ts';
import { generatedRegistry as registry } from '../../../tests/support/sqlCompiler.ts';

// What it does translate is checked against json-logic-js on real databases in tests/server/conditionSql.test.ts.
describe('the SQL translator refuses what it cannot translate, at any depth', () => {
  const game = registry.types.Game;

  it.each([
    // An arithmetic expression is no literal: bound as one, a 'margin > 10' scope would return every game.
    [
      { '>': [{ '-': [{ var: 'homeScore' }, { var: 'awayScore' }] }, 10] },
      `Game: list condition at ['>'][0]: operator '-' cannot be translated to SQL`,
    ],
    [{ and: [{ '!!': [{ var: 'homeScore' }] }, { '%': [{ var: 'homeScore' }, 2] }] }, `at .and[1]['%']: operator '%' cannot be translated to SQL`],
    [{ '!': { or: [{ var: 'completedAt' }, { some: [{ var: 'x' }, true] }] } }, `at ['!'].or[1].some: operator 'some' cannot be translated to SQL`],
    [{ toString: [{ var: 'homeScore' }, 1] }, `operator 'toString' cannot be translated to SQL`],
    [{ '==': [{ var: 'homeScore' }, { var: 'league.name' }] }, `'league.name' reads through a reference`],
    [{ '==': [{ var: 'homeScore' }, '10'] }, `field 'homeScore' is compared with numbers, not "10"`],
    [{ in: ['Lake', { var: 'homeScore' }] }, `'in' takes a field and a list of values`],
    [{ '<': [0, { var: 'homeScore' }, 10] }, `'<' takes exactly two operands in SQL`],
  ])('%j', (rule, message) => {
    expect(() => whereSql(game, rule as JsonLogic)).toThrow(message);
  });

  it('still translates the scopes the metadata declares', () => {
    for (const scope of game.list.scopes) if (scope.where !== undefined) expect(() => whereSql(game, scope.where!)).not.toThrow();
  });
});
