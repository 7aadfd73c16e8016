import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { nameColumnOf, nameLinkFieldOf } from './nameColumn.ts';

describe('nameColumnOf', () => {
  it('links the display-name column when it is listed', () => expect(nameColumnOf(registry.types.Team)).toEqual({ field: 'name' }));
  it('adds a Name column for template names', () => expect(nameColumnOf(registry.types.Game)).toEqual({ field: null }));
  it('links the listed field a template starts with, rather than adding a second Name column', () =>
    expect(nameColumnOf(registry.types.City)).toEqual({ field: 'name' }));
  it("links a roster entry's name, a type without pages, to the person it names", () => {
    expect(nameLinkFieldOf(registry.types.GamePerson)).toBe('person');
    expect(nameLinkFieldOf(registry.types.Game)).toBeNull(); // has its own pages
  });
});
