import { describe, expect, it } from 'vitest';
import type { Registry } from '../metadata/normalized.ts';
import { registry } from './registry.ts';
import { routeType } from './routeType.ts';

describe('routeType', () => {
  it('finds a type by name', () => expect(routeType('Team', undefined, undefined)?.route).toBe('teams'));
  it('accepts only API partner types under an API partner', () => {
    expect(routeType(undefined, 'teams', '5')).toBeUndefined();
    const custom: Registry = {
      types: { ...registry.types, Team: { ...registry.types.Team, ownership: { ...registry.types.Team.ownership, apiPartnerRoute: true } } },
    };
    expect(routeType(undefined, 'teams', '5', custom)?.typename).toBe('Team');
  });
  it('knows no unrouted or unknown type', () => {
    expect(routeType('ApiAdmin', undefined, undefined)).toBeUndefined();
    expect(routeType(undefined, 'nope', '5')).toBeUndefined();
  });
});
