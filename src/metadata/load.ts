import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RawFile } from './pipeline.ts';

/** Reads every metadata/*.json file, sorted so that output is the same on every machine. */
export const readMetadataDir = (dir: string, root = process.cwd()): RawFile[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: relative(root, join(dir, f)), text: readFileSync(join(dir, f), 'utf8') }));

/** The operation handler modules present (src/server/operations/handlers/<name>.ts), by name. */
export const readHandlerNames = (root = process.cwd()): string[] => {
  const dir = join(root, 'src/server/operations/handlers');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^[a-z][A-Za-z0-9]*\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
};
