import { describe, expect, it } from 'vitest';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import { registry, setViewerAccess } from '../testing/allTypes.ts';
import { everyRoleAccess } from '../testing/fixtures.ts';
import { bulkActionsOf, createActionOf, isAvailable, serviceActionsOf } from './listActions.ts';

// The bundle holds no grants: these checks read the registry as a user holding every role has it after sign-in.
setViewerAccess(everyRoleAccess);
const { Game, Court, OrgAdmin, User, ApiPartner, Org } = registry.types;
const admin = { id: '1', isAdmin: true, roles: ['platformAdmin' as const] };
const orgAdmin = { id: '2', isAdmin: false, roles: ['orgAdmin' as const] };

describe('bulkActionsOf', () => {
  it('offers batch list actions to the roles they name', () => {
    expect(bulkActionsOf(Game, admin.roles).map((a) => a.name)).toEqual(['delete', 'enablePotw', 'disablePotw']);
    // Declared operations offer their actions to the roles the operation names.
    expect(bulkActionsOf(Game, orgAdmin.roles).map((a) => a.name)).toEqual(['enablePotw', 'disablePotw']);
    expect(bulkActionsOf(Game, ['venueAdmin'])).toEqual([]);
    expect(bulkActionsOf(OrgAdmin, orgAdmin.roles).map((a) => a.name)).toEqual(['edit', 'remove']);
  });
  it('leaves out record-only, single-record and create actions', () => {
    expect(bulkActionsOf(User, admin.roles)).toEqual([]);
    expect(bulkActionsOf(Court, admin.roles).map((a) => a.kind)).toEqual(['update']);
  });
});

describe('serviceActionsOf', () => {
  it('offers an operation without a target beside Add, to the roles its operation allows, on each list that names it', () => {
    // generatePassphrase is Org's (grant read: platform and organisation admins); Users run it too.
    expect(serviceActionsOf(Org, admin).map((a) => a.label)).toEqual(['Generate Passphrase']);
    expect(serviceActionsOf(Org, orgAdmin).map((a) => a.label)).toEqual(['Generate Passphrase']);
    expect(serviceActionsOf(User, admin).map((a) => [a.label, a.mutation])).toEqual([['Generate Passphrase', 'generatePassphrase']]);
    expect(serviceActionsOf(Org, { id: '5', roles: [] })).toEqual([]);
    // Add Game Manually is Game's own (platform and organisation admins); actions on records or selections are not list actions.
    expect(serviceActionsOf(Game, orgAdmin).map((a) => a.label)).toEqual(['Add Game Manually']);
    expect(serviceActionsOf(Court, admin)).toEqual([]);
  });
});

describe('isAvailable', () => {
  // 002 §4: Enable is offered only if some selected item is disabled.
  const enable = { availability: { some: [{ var: 'selection' }, { var: 'disabled' }] } } as Pick<NormalizedAction, 'availability'>;
  it('evaluates the availability condition over the selection and the user', () => {
    expect(
      isAvailable(
        enable,
        [
          { id: '1', disabled: false },
          { id: '2', disabled: true },
        ],
        admin,
      ),
    ).toBe(true);
    expect(isAvailable(enable, [{ id: '1', disabled: false }], admin)).toBe(false);
    const adminsOnly = { availability: { var: 'user.isAdmin' } };
    expect(isAvailable(adminsOnly, [{ id: '1' }], admin)).toBe(true);
    expect(isAvailable(adminsOnly, [{ id: '1' }], orgAdmin)).toBe(false);
  });
  it('needs a selection; no condition means available', () => {
    expect(isAvailable({}, [], admin)).toBe(false);
    expect(isAvailable({}, [{ id: '1' }], admin)).toBe(true);
  });
});

describe('createActionOf', () => {
  it('is the declared create action for the roles it names', () => {
    expect(createActionOf(Court, orgAdmin.roles)?.label).toBe('Add Court');
    expect(createActionOf(registry.types.Org, orgAdmin.roles)).toBeUndefined();
  });
  it('is nothing without a create operation', () => expect(createActionOf(ApiPartner, admin.roles)).toBeUndefined());
  it('is made from the create grant when the type declares no action', () => {
    const bare = { ...Court, actions: [] } as NormalizedType;
    expect(createActionOf(bare, orgAdmin.roles)).toMatchObject({ label: 'Add Court', mutation: 'addCourt', roles: ['orgAdmin'] });
    expect(createActionOf(bare, ['venueAdmin'])).toBeUndefined();
  });
});
