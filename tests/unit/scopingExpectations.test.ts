import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Registry } from '../../src/metadata/normalized.ts';
import {
  EXPECTATIONS,
  KNOWN_DEFECTS,
  MATRIX_ROLES,
  OPERATION_ROLES,
  expectationLineFor,
  grantsNamed,
  operationLineFor,
} from '../server/scoping/expectations.ts';

const registry = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/generated/registry.json'), 'utf8')) as Registry;
const types = Object.values(registry.types);
const GRANTS = new Set(['read', 'create', 'update', 'remove']);

/** The scoping matrix covers what this table names: a type or operation missing from it would go untested. */
describe('scoping expectations', () => {
  it('has an entry for every record type and none for a type that does not exist', () => {
    const missing = types.filter((t) => !EXPECTATIONS[t.typename]).map(expectationLineFor);
    expect(
      missing,
      `add to EXPECTATIONS in tests/server/scoping/expectations.ts (from the metadata's permissions; check them against the spec):\n${missing.join('\n')}\n`,
    ).toEqual([]);
    expect(Object.keys(EXPECTATIONS).sort()).toEqual(types.map((t) => t.typename).sort());
  });

  it('writes the line a type without one needs from its metadata', () => {
    expect(expectationLineFor(registry.types.Org)).toBe("  Org: { platformAdmin: 'read create update', orgAdmin: 'read' },");
    expect(expectationLineFor(registry.types.Org)).toBe(
      `  Org: { platformAdmin: '${EXPECTATIONS.Org.platformAdmin}', orgAdmin: '${EXPECTATIONS.Org.orgAdmin}' },`,
    );
    expect(operationLineFor(registry.types.Game.operations.custom.gameUpdateScore)).toBe("  gameUpdateScore: ['platformAdmin', 'orgAdmin'],");
  });

  it('names only known roles and grants', () => {
    for (const [typename, roles] of Object.entries(EXPECTATIONS)) {
      for (const [role, words] of Object.entries(roles)) {
        expect(MATRIX_ROLES, `${typename}: role ${role}`).toContain(role);
        for (const word of words!.split(' ')) expect(GRANTS.has(word), `${typename}.${role}: grant '${word}'`).toBe(true);
      }
    }
  });

  it('names a grant for each generated operation of a type, and no write the type does not offer', () => {
    for (const type of types) {
      const named = grantsNamed(type.typename);
      const customGrants = new Set(Object.values(type.operations.custom).map((o) => o.grant));
      for (const kind of ['create', 'update', 'remove'] as const) {
        if (type.operations[kind]) expect(named.has(kind), `${type.typename}: ${type.operations[kind].name} has no role`).toBe(true);
        else if (named.has(kind)) expect(customGrants.has(kind), `${type.typename} names '${kind}' but has no such operation`).toBe(true);
      }
    }
  });

  it('names the roles of every declared operation, and no operation that does not exist', () => {
    const declared = types.flatMap((t) => Object.values(t.operations.custom));
    const missing = declared.filter((o) => !OPERATION_ROLES[o.name]).map(operationLineFor);
    expect(
      missing,
      `add to OPERATION_ROLES in tests/server/scoping/expectations.ts (from the metadata; check them against the spec):\n${missing.join('\n')}\n`,
    ).toEqual([]);
    expect(Object.keys(OPERATION_ROLES).sort()).toEqual(declared.map((o) => o.name).sort());
    for (const roles of Object.values(OPERATION_ROLES)) for (const role of roles) expect(MATRIX_ROLES).toContain(role);
  });

  it('lists known defects only of types and roles that exist', () => {
    for (const cell of Object.keys(KNOWN_DEFECTS)) {
      const [, typename, role] = /^(\w+) × (\w+): /.exec(cell) ?? [];
      expect(EXPECTATIONS, cell).toHaveProperty(typename ?? '?');
      expect(MATRIX_ROLES, cell).toContain(role);
    }
  });
});
