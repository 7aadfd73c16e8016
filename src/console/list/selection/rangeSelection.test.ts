import { describe, expect, it } from 'vitest';
import { clickSelection, toggleAllSelection } from './rangeSelection.ts';

const ids = ['1', '2', '3', '4', '5', '6'];

describe('clickSelection', () => {
  it('toggles one row on a plain click', () => {
    expect(clickSelection({ ids, selected: [], anchor: null, clicked: '3', shift: false })).toEqual(['3']);
    expect(clickSelection({ ids, selected: ['3', '4'], anchor: '4', clicked: '3', shift: false })).toEqual(['4']);
  });

  it('selects the range from the anchor to a shift-clicked row, in either direction', () => {
    expect(clickSelection({ ids, selected: ['2'], anchor: '2', clicked: '5', shift: true })).toEqual(['2', '3', '4', '5']);
    expect(clickSelection({ ids, selected: ['5'], anchor: '5', clicked: '2', shift: true }).sort()).toEqual(['2', '3', '4', '5']);
  });

  it('keeps rows selected outside the range', () => {
    expect(clickSelection({ ids, selected: ['1', '4'], anchor: '4', clicked: '6', shift: true }).sort()).toEqual(['1', '4', '5', '6']);
  });

  it('clears the range when the shift-clicked row was selected', () => {
    expect(clickSelection({ ids, selected: ['1', '2', '3', '4', '5'], anchor: '2', clicked: '4', shift: true })).toEqual(['1', '5']);
  });

  it('is a plain click without an anchor or with an anchor no longer shown', () => {
    expect(clickSelection({ ids, selected: [], anchor: null, clicked: '4', shift: true })).toEqual(['4']);
    expect(clickSelection({ ids, selected: [], anchor: '99', clicked: '4', shift: true })).toEqual(['4']);
  });
});

describe('toggleAllSelection', () => {
  it('selects all shown rows, then clears them', () => {
    expect(toggleAllSelection(ids, ['2'])).toEqual(['2', '1', '3', '4', '5', '6']);
    expect(toggleAllSelection(ids, [...ids, '99'])).toEqual(['99']);
    expect(toggleAllSelection([], [])).toEqual([]);
  });
});
