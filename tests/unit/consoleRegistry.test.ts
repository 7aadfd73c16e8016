import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry as consoleRegistry } from '../../src/console/registry.ts';
import { SERVER_ONLY_KEYS } from '../../src/generator/consoleRegistry.ts';

const ROOT = join(import.meta.dirname, '../..');
const serverRegistry = JSON.parse(readFileSync(join(ROOT, 'src/generated/registry.json'), 'utf8'));

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
  it('holds no table or column names, ownership paths or effects', () => {
    const keys = keysOf(consoleRegistry);
    for (const key of ['table', 'column', 'onDelete', 'set', 'handler']) expect(keys.has(key), key).toBe(false);
    for (const type of Object.values(consoleRegistry.types)) expect(Object.keys(type.ownership).sort()).toEqual(['apiPartnerRoute', 'orgRoute']);
    const text = JSON.stringify(consoleRegistry);
    expect(text).not.toContain('home_team_id');
  });

  it('keeps everything else the server registry has', () => {
    const stripped = new Set<string>(Object.values(SERVER_ONLY_KEYS).flat());
    const consoleKeys = keysOf(consoleRegistry);
    const lost = [...keysOf(serverRegistry, stripped)].filter((k) => !consoleKeys.has(k));
    expect(lost).toEqual([]);
    expect(Object.keys(consoleRegistry.types)).toEqual(Object.keys(serverRegistry.types));
  });
});
