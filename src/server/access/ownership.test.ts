import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Registry } from '../../metadata/normalized.ts';
import type { Viewer } from '../auth/viewer.ts';
import { accessFor } from './ownership.ts';

const registry = JSON.parse(readFileSync(join(import.meta.dirname, '../../generated/registry.json'), 'utf8')) as Registry;
const games = registry.types.Game;
const courts = registry.types.Court;

const orgAdminOf = (ids: number[]): Viewer => ({
  userId: 7,
  email: 'admin@example.com',
  isAdmin: false,
  memberships: {
    orgAdmin: { kind: 'org', ids },
    venueAdmin: { kind: 'venue', ids: [] },
    apiPartnerAdmin: { kind: 'apiPartner', ids: [] },
    scorekeeper: { kind: 'org', ids: [] },
  } as Viewer['memberships'],
});

describe('accessFor', () => {
  it('works out a viewer’s access to a type once, and that access cannot be changed by whoever holds it', () => {
    const viewer = orgAdminOf([3]);
    const first = accessFor(viewer, games, 'read');
    expect(first).toEqual({ all: false, byKind: { org: [3] } });
    expect(accessFor(viewer, games, 'read')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(accessFor(viewer, courts, 'read')).not.toBe(first);
  });

  it('reads a new viewer afresh: a changed membership makes a new viewer, never an edited one', () => {
    expect(accessFor(orgAdminOf([3]), games, 'read')).toEqual({ all: false, byKind: { org: [3] } });
    expect(accessFor(orgAdminOf([4, 5]), games, 'read')).toEqual({ all: false, byKind: { org: [4, 5] } });
  });

  it('keeps nothing when only some roles count (an operation some roles may run)', () => {
    const viewer = orgAdminOf([3]);
    expect(accessFor(viewer, games, 'read', ['venueAdmin'])).toEqual({ all: false, byKind: {} });
    expect(accessFor(viewer, games, 'read')).toEqual({ all: false, byKind: { org: [3] } });
  });
});
