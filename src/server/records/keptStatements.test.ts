import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Registry } from '../../metadata/normalized.ts';
import { keptStatement, MAX_KEPT_STATEMENTS } from './keptStatements.ts';

const aRegistry = (): Registry => ({ types: {} });

/** A build that counts its calls and compiles `SELECT <n>` for the nth. */
const counting = () => {
  let builds = 0;
  return {
    build: () => Promise.resolve(CompiledQuery.raw(`SELECT ${++builds}`)),
    builds: () => builds,
  };
};

describe('keptStatement', () => {
  it('builds a statement once per key and registry, and gives the kept one after that', async () => {
    const registry = aRegistry();
    const { build, builds } = counting();
    const first = await keptStatement(registry, 'games|org 1', build);
    expect(first.sql).toBe('SELECT 1');
    expect(await keptStatement(registry, 'games|org 1', build)).toBe(first);
    expect(builds()).toBe(1);
    expect((await keptStatement(registry, 'games|org 2', build)).sql).toBe('SELECT 2');
    expect((await keptStatement(aRegistry(), 'games|org 1', build)).sql).toBe('SELECT 3');
  });

  it('builds every time without a key', async () => {
    const registry = aRegistry();
    const { build, builds } = counting();
    await keptStatement(registry, null, build);
    await keptStatement(registry, null, build);
    expect(builds()).toBe(2);
  });

  it('keeps nothing from a build that failed', async () => {
    const registry = aRegistry();
    await expect(keptStatement(registry, 'bad', () => Promise.reject(new Error('no filter named shoeSize')))).rejects.toThrow('shoeSize');
    const { build } = counting();
    expect((await keptStatement(registry, 'bad', build)).sql).toBe('SELECT 1');
  });

  it(`keeps at most ${MAX_KEPT_STATEMENTS} statements, letting the oldest go first`, async () => {
    const registry = aRegistry();
    const { build, builds } = counting();
    for (let i = 0; i <= MAX_KEPT_STATEMENTS; i++) await keptStatement(registry, `key ${i}`, build);
    expect(builds()).toBe(MAX_KEPT_STATEMENTS + 1);
    await keptStatement(registry, `key ${MAX_KEPT_STATEMENTS}`, build); // the newest is kept
    expect(builds()).toBe(MAX_KEPT_STATEMENTS + 1);
    await keptStatement(registry, 'key 0', build); // the oldest went
    expect(builds()).toBe(MAX_KEPT_STATEMENTS + 2);
  });
});
