import { describe, expect, it } from 'vitest';
import type { NormalizedAction } from '../../metadata/normalized.ts';
import { registry, setViewerAccess } from '../testing/allTypes.ts';
import { everyRoleAccess } from '../testing/fixtures.ts';
import { mayRead, recordActionsOf } from './recordActions.ts';

// The bundle holds no grants: these checks read the registry as a user holding every role has it after sign-in.
setViewerAccess(everyRoleAccess);
const { Game, Team, User, Note, PaperTrailVersion } = registry.types;
const admin = { isAdmin: true, roles: ['platformAdmin' as const] };
const orgAdmin = { isAdmin: false, roles: ['orgAdmin' as const] };

describe('record actions', () => {
  it('offer record and both placements of the user roles, never creates', () => {
    expect(recordActionsOf(Team, {}, admin).map((a) => a.name)).toEqual(['edit', 'removeAllPlayers', 'restoreApiRoster', 'enableRegistration']);
    expect(recordActionsOf(User, {}, admin).map((a) => a.name)).toEqual(['edit', 'resetPassword']);
    expect(recordActionsOf(Game, {}, admin).map((a) => a.name)).toEqual(['delete', 'updateScore', 'cutNewFootage']);
    expect(recordActionsOf(Game, {}, orgAdmin).map((a) => a.name)).toEqual(['updateScore', 'cutNewFootage']);
    expect(recordActionsOf(User, {}, orgAdmin)).toEqual([]);
  });
  it('evaluate availability with the record as the selection', () => {
    const enable: NormalizedAction = { ...Team.actions[1], name: 'enable', availability: { some: [{ var: 'selection' }, { var: 'denyAccess' }] } };
    const type = { actions: [enable] };
    expect(recordActionsOf(type, { denyAccess: true }, admin)).toHaveLength(1);
    expect(recordActionsOf(type, { denyAccess: false }, admin)).toHaveLength(0);
  });
  it('know who may read notes and audit events', () => {
    expect(mayRead(Note, ['orgAdmin'])).toBe(true);
    expect(mayRead(Note, ['venueAdmin'])).toBe(false);
    expect(mayRead(PaperTrailVersion, ['orgAdmin'])).toBe(false);
    expect(mayRead(undefined, ['platformAdmin'])).toBe(false);
  });
});
