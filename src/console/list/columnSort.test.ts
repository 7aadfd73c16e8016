import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { columnSort } from './columnSort.ts';

const options = registry.types.Game.list.orderOptions;

describe('column header sorting', () => {
  it('sorts only columns a declared order option orders by, and flips direction when both are declared', () => {
    expect(options.map((o) => [o.name, o.by[0].field, o.by[0].direction])).toEqual([
      ['newest', 'playedAt', 'desc'],
      ['oldest', 'playedAt', 'asc'],
    ]);
    // No order chosen: the first option (newest) is in effect.
    expect(columnSort(options, 'playedAt', null)).toEqual({ active: true, direction: 'desc', next: 'oldest' });
    expect(columnSort(options, 'playedAt', 'oldest')).toEqual({ active: true, direction: 'asc', next: 'newest' });
    expect(columnSort(options, 'homeScore', 'newest')).toBeNull();
  });

  it('selects an inactive column by its own option', () => {
    const teams = registry.types.Team.list.orderOptions;
    expect(columnSort([...options, ...teams], 'name', 'newest')).toEqual({ active: false, direction: 'asc', next: 'name' });
  });
});
