/** SQL compiled without a database, for unit tests of the SQL this server writes, and the registry it writes it for. */
import { readFileSync } from 'node:fs';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type RawBuilder } from 'kysely';
import type { Registry } from '../../src/metadata/normalized.ts';
import { install } from '../../src/server/install.ts';
import { FEATURES } from '../../src/server/features/index.ts';

/** The product's registry as the server runs it: the metadata with the product's features installed. */
export const generatedRegistry = install(
  JSON.parse(readFileSync(new URL('../../src/generated/registry.json', import.meta.url), 'utf8')) as Registry,
  FEATURES,
).registry;

const compiler = new Kysely<never>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The statement's text and parameters as PostgreSQL would receive them. */
export const compileSql = (query: RawBuilder<unknown>) => {
  const compiled = query.compile(compiler);
  return { text: compiled.sql, parameters: compiled.parameters };
};
