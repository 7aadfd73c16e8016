import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Registry } from '../metadata/normalized.ts';
import { viewerAccess } from '../shared/viewerAccess.ts';
import { setViewerAccess } from './auth/viewerAccessState.ts';
import { loadTypes, pageTypes, registry, typeByRoute, typeIndex } from './registry.ts';

const serverRegistry = JSON.parse(readFileSync(join(import.meta.dirname, '../generated/registry.json'), 'utf8')) as Registry;

// This file imports no test helper, so it starts as the console does: the index only, no type loaded.
describe("the console's registry, loaded per page", () => {
  it('knows every type from the index, and reading one that has not loaded throws', () => {
    expect(Object.keys(typeIndex.types).sort()).toEqual(Object.keys(serverRegistry.types).sort());
    expect(() => registry.types.Game).toThrow("Record type 'Game' is read before it was loaded");
    expect(() => Object.hasOwn(registry.types, 'Game')).toThrow(/before it was loaded/);
    expect(registry.types.NoSuchType).toBeUndefined();
  });

  it('loads what a page reads: a list its type, a detail page also its tabs’ types and Note', async () => {
    expect(pageTypes('Game', 'list')).toEqual(['Game']);
    expect(pageTypes('Game', 'detail').sort()).toEqual(['Event', 'Game', 'GamePerson', 'Incident', 'Note', 'Video']);
    // An action running another type's operation (a user's organisation is created through Org's declared operation).
    expect(pageTypes('User', 'list')).toContain('Org');
    for (const type of Object.values(serverRegistry.types)) {
      const detail = pageTypes(type.typename, 'detail');
      for (const association of Object.values(type.associations)) expect(detail, type.typename).toContain(association.typename);
      expect(detail).toContain('Note');
    }
    // And what a component tab declares it reads (the org dashboard's download links check who may read their rows).
    expect(pageTypes('Org', 'detail')).toEqual(expect.arrayContaining(['TeamMember', 'Game']));

    await loadTypes(pageTypes('Game', 'list'));
    expect(registry.types.Game.fields.length).toBeGreaterThan(0);
    expect(Object.keys(registry.types)).toEqual(['Game']);
    expect(() => registry.types.Video).toThrow(/before it was loaded/);
    expect(typeByRoute('games')?.typename).toBe('Game');
    expect(() => typeByRoute('videos')).toThrow(/before it was loaded/);
  });

  it('gives the same promise for the same types, and an error for an unknown one', async () => {
    expect(loadTypes(['Team', 'League'])).toBe(loadTypes(['League', 'Team']));
    await expect(loadTypes(['NoSuchType'])).rejects.toThrow("No record type 'NoSuchType'");
  });

  it("puts the signed-in user's access into types loaded before and after sign-in, and takes it back on sign-out", async () => {
    await loadTypes(['Team']);
    setViewerAccess(viewerAccess(serverRegistry, ['orgAdmin']));
    expect(registry.types.Team.permissions).toEqual({ orgAdmin: serverRegistry.types.Team.permissions.orgAdmin });

    await loadTypes(pageTypes('Game', 'detail'));
    expect(registry.types.Video.permissions).toEqual({ orgAdmin: serverRegistry.types.Video.permissions.orgAdmin });
    expect(registry.types.Game.actions.find((a) => a.name === 'enablePotw')?.roles).toEqual(['orgAdmin']);

    setViewerAccess(null);
    for (const name of ['Team', 'Video', 'Game']) expect(registry.types[name].permissions, name).toEqual({});
    expect(registry.types.Game.actions.every((a) => a.roles.length === 0)).toBe(true);
  });
});
