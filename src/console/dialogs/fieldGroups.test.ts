import { describe, expect, it } from 'vitest';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { fieldGroups } from './fieldGroups.ts';

const f = (name: string, group?: string) => ({
  field: { name, type: 'boolean', label: name, column: name, group } as NormalizedField,
  disabled: false,
});

describe('fieldGroups', () => {
  it('puts runs of fields of one group under its heading, in the given order, and ungrouped fields under none', () => {
    const groups = fieldGroups([f('name'), f('a', 'Flags'), f('b', 'Flags'), f('c', 'Disclaimers'), f('d', 'Flags')]);
    expect(groups.map((g) => [g.heading, g.fields.map((x) => x.field.name)])).toEqual([
      [undefined, ['name']],
      ['Flags', ['a', 'b']],
      ['Disclaimers', ['c']],
      ['Flags', ['d']],
    ]);
  });
});
