import { describe, expect, it } from 'vitest';
import type { TypeIndex } from '../metadata/normalized.ts';
import { typeIndex } from './registry.ts';
import { routeTypename } from './routeType.ts';

describe('routeTypename', () => {
  it('finds a type by name', () => expect(routeTypename('Team', undefined, undefined)).toBe('Team'));
  it('accepts only API partner types under an API partner', () => {
    expect(routeTypename(undefined, 'teams', '5')).toBeUndefined();
    const team = typeIndex.types.Team;
    const custom: TypeIndex = { types: { ...typeIndex.types, Team: { ...team, ownership: { ...team.ownership, apiPartnerRoute: true } } } };
    expect(routeTypename(undefined, 'teams', '5', 'list', custom)).toBe('Team');
  });
  it('finds a list page by its own segment, and no list page for a type with detail pages only', () => {
    expect(routeTypename('UsageReportEntry', undefined, undefined, 'list')).toBe('UsageReportEntry');
    expect(routeTypename(undefined, 'api_game_schedules', '5', 'list')).toBe('ApiGameSchedule');
    expect(routeTypename(undefined, 'api_grades', '5', 'detail')).toBe('ApiGrade');
    expect(routeTypename(undefined, 'api_grades', '5', 'list')).toBeUndefined();
    expect(routeTypename('ApiGrade', undefined, undefined, 'list')).toBeUndefined();
  });
  it('knows no unrouted or unknown type', () => {
    expect(routeTypename('ApiAdmin', undefined, undefined)).toBeUndefined();
    expect(routeTypename(undefined, 'nope', '5')).toBeUndefined();
  });
});
