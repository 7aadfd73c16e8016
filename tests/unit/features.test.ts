import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSchema as schemaOfSdl, lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../src/server/features/index.ts';
import { install } from '../../src/server/install.ts';
import { buildSchema } from '../../src/server/graphql/schema.ts';
import type { Feature } from '../../src/server/feature.ts';
import type { Registry } from '../../src/metadata/normalized.ts';

const ROOT = join(import.meta.dirname, '../..');
const FEATURES_DIR = join(ROOT, 'src/server/features');
const registry = JSON.parse(readFileSync(join(ROOT, 'src/generated/registry.json'), 'utf8')) as Registry;
const printed = (sdl: string) => printSchema(lexicographicSortSchema(schemaOfSdl(sdl)));

describe('the features list', () => {
  it('lists every folder of src/server/features once, each under its folder name', () => {
    const folders = readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(FEATURES.map((f) => f.name).sort()).toEqual(folders.sort());
  });

  it("reads each feature's SDL from its own folder's schema.graphql, which the generator reads too", () => {
    for (const feature of FEATURES.filter((f) => f.graphql)) {
      expect(fileURLToPath(feature.graphql!.sdl), feature.name).toBe(join(FEATURES_DIR, feature.name, 'schema.graphql'));
    }
    const withSdl = readdirSync(FEATURES_DIR).filter((name) => existsSync(join(FEATURES_DIR, name, 'schema.graphql')));
    expect(withSdl.sort()).toEqual(
      FEATURES.filter((f) => f.graphql)
        .map((f) => f.name)
        .sort(),
    );
  });

  it('serves exactly the committed schema (src/generated/schema.graphql) with the product’s features', () => {
    const served = printSchema(lexicographicSortSchema(buildSchema(install(registry, FEATURES))));
    expect(served).toBe(printed(readFileSync(join(ROOT, 'src/generated/schema.graphql'), 'utf8')));
  });

  it('leaves out a feature whose SDL names a type the registry lacks, resolvers and all', () => {
    const dir = mkdtempSync(join(tmpdir(), 'feature-sdl-'));
    const sdlOf = (name: string, text: string) => {
      writeFileSync(join(dir, `${name}.graphql`), text);
      return pathToFileURL(join(dir, `${name}.graphql`));
    };
    const orbit: Feature = {
      name: 'orbit',
      graphql: { sdl: sdlOf('orbit', 'extend type Query { spaceship(id: ID!): Spaceship }'), query: { spaceship: () => null } },
    };
    const weather: Feature = {
      name: 'weather',
      graphql: {
        sdl: sdlOf('weather', 'extend type Query { weatherAt(courtId: ID!): String }\nextend type Court { weather: String }'),
        query: { weatherAt: () => 'sunny' },
      },
    };
    const fields = buildSchema(install(registry, [orbit, weather]))
      .getQueryType()!
      .getFields();
    expect(fields.spaceship).toBeUndefined();
    expect(fields.weatherAt).toBeDefined();
  });

  it('refuses two features giving one name, naming both', () => {
    const a: Feature = { name: 'first', handlers: { same: async () => ({ default: async () => null }) } };
    const b: Feature = { name: 'second', handlers: { same: async () => ({ default: async () => null }) } };
    expect(() => install(registry, [a, b])).toThrow("Handler module 'same' is given by both first and second");
    expect(() => install(registry, [a, a])).toThrow("Feature 'first' is listed twice");
  });
});
