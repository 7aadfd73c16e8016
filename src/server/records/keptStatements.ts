import { CompiledQuery } from 'kysely';
import type { Registry } from '../../metadata/normalized.ts';

/** How many compiled statements a registry keeps (a few KB of text each); past it, the oldest kept goes first. */
export const MAX_KEPT_STATEMENTS = 500;

const keptByRegistry = new WeakMap<Registry, Map<string, CompiledQuery>>();

/**
 * A statement compiled once for everything it is built from (`key`) and kept: building a list's page (its
 * conditions, ordering, joins and access as Kysely nodes, then compiling them to text) costs about as much CPU
 * as the rest of the request's own code, and the console asks for the same page again and again (a list
 * refetched after an edit, on returning to it, by colleagues with the same access). The key holds every input
 * of the statement, values included, so a kept statement is exactly the one `build` would make again; a null
 * key (an input that is not plain data) builds every time. Kept per registry, since the SQL is the metadata's;
 * the statements are the same on either database (both compile with Kysely's PostgreSQL compiler).
 */
export const keptStatement = async (registry: Registry, key: string | null, build: () => Promise<CompiledQuery>): Promise<CompiledQuery> => {
  if (key === null) return build();
  let kept = keptByRegistry.get(registry);
  if (!kept) keptByRegistry.set(registry, (kept = new Map()));
  const found = kept.get(key);
  if (found) return found;
  const built = await build();
  // Only its text and parameters are kept: the node tree it was compiled from is many times their size.
  const statement = CompiledQuery.raw(built.sql, [...built.parameters]);
  if (kept.size >= MAX_KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
  kept.set(key, statement);
  return statement;
};
