import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry as consoleRegistry, setViewerAccess, typeIndex } from '../../src/console/testing/allTypes.ts';
import { CONSOLE_INDEX_PATH, CONSOLE_TYPES_DIR, SERVER_ONLY_KEYS } from '../../src/generator/consoleRegistry.ts';
import { ROLES, type Registry } from '../../src/metadata/normalized.ts';
import { viewerAccess } from '../../src/shared/viewerAccess.ts';

const ROOT = join(import.meta.dirname, '../..');
const serverRegistry = JSON.parse(readFileSync(join(ROOT, 'src/generated/registry.json'), 'utf8')) as Registry;
/** The files as they are bundled (the index and one per type), before the console puts a signed-in user's access back. */
const bundledFiles = [CONSOLE_INDEX_PATH, ...readdirSync(join(ROOT, CONSOLE_TYPES_DIR)).map((name) => `${CONSOLE_TYPES_DIR}/${name}`)].map(
  (path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }),
);

/** Every key anywhere in a JSON value, except inside the keys skipped. */
const keysOf = (value: unknown, skip: ReadonlySet<string> = new Set()): Set<string> => {
  const keys = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, inner] of Object.entries(v)) {
        if (skip.has(k)) continue;
        keys.add(k);
        walk(inner);
      }
  };
  walk(value);
  return keys;
};

describe('the registry the browser receives', () => {
  it('comes as an index and one file per type', () => {
    expect(bundledFiles.map((f) => f.path)).toContain(`${CONSOLE_TYPES_DIR}/Game.json`);
    expect(bundledFiles).toHaveLength(Object.keys(serverRegistry.types).length + 1);
  });

  it('holds no table or column names, ownership paths or effects', () => {
    for (const { path, text } of bundledFiles) {
      const keys = keysOf(JSON.parse(text));
      for (const key of ['table', 'column', 'onDelete', 'set', 'handler']) expect(keys.has(key), `${key} in ${path}`).toBe(false);
      expect(text, path).not.toContain('home_team_id');
    }
    const keys = keysOf(consoleRegistry);
    for (const key of ['table', 'column', 'onDelete', 'set', 'handler']) expect(keys.has(key), key).toBe(false);
    for (const type of Object.values(typeIndex.types)) expect(Object.keys(type.ownership).sort()).toEqual(['apiPartnerRoute', 'orgRoute']);
    for (const type of Object.values(consoleRegistry.types)) expect(Object.keys(type.ownership).sort()).toEqual(['apiPartnerRoute', 'orgRoute']);
    const text = JSON.stringify(consoleRegistry);
    expect(text).not.toContain('home_team_id');
  });

  it("holds no permission model: no type's grants, no action's or operation's roles, no role name", () => {
    for (const { path, text } of bundledFiles) {
      const keys = keysOf(JSON.parse(text));
      for (const key of ['permissions', 'roles']) expect(keys.has(key), `${key} in ${path}`).toBe(false);
      for (const role of ROLES) expect(text, path).not.toContain(`"${role}"`);
    }
  });

  it('grants nothing until a user signs in, then exactly what their access says', () => {
    const { Game, Note } = consoleRegistry.types;
    expect(Game.permissions).toEqual({});
    expect(Game.actions.every((a) => a.roles.length === 0)).toBe(true);

    setViewerAccess(viewerAccess(serverRegistry, ['orgAdmin']));
    expect(Game.permissions).toEqual({ orgAdmin: serverRegistry.types.Game.permissions.orgAdmin });
    expect(Game.actions.find((a) => a.name === 'delete')?.roles).toEqual([]);
    expect(Game.actions.find((a) => a.name === 'enablePotw')?.roles).toEqual(['orgAdmin']);

    // With every role, the console sees each grant and action role the server has (an empty grant list is left out).
    setViewerAccess(viewerAccess(serverRegistry, ROLES));
    for (const [name, type] of Object.entries(serverRegistry.types)) {
      const granted = Object.fromEntries(Object.entries(type.permissions).filter(([, grants]) => grants.length));
      expect(consoleRegistry.types[name].permissions, name).toEqual(granted);
      expect(consoleRegistry.types[name].actions.map((a) => a.roles)).toEqual(type.actions.map((a) => a.roles));
    }

    setViewerAccess(null);
    expect(Note.permissions).toEqual({});
  });

  it('keeps everything else the server registry has', () => {
    // The $comment banner is the generated file's, not the registry's.
    const stripped = new Set<string>([...Object.values(SERVER_ONLY_KEYS).flat(), '$comment']);
    const consoleKeys = keysOf(consoleRegistry);
    const lost = [...keysOf(serverRegistry, stripped)].filter((k) => !consoleKeys.has(k));
    expect(lost).toEqual([]);
    expect(Object.keys(consoleRegistry.types).sort()).toEqual(Object.keys(serverRegistry.types).sort());
  });
});
