import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RawFile } from './pipeline.ts';
import type { SdlFragment } from './sdl/fragments.ts';

/** Reads every metadata/*.json file, sorted so that output is the same on every machine. */
export const readMetadataDir = (dir: string, root = process.cwd()): RawFile[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: relative(root, join(dir, f)), text: readFileSync(join(dir, f), 'utf8') }));

/** Each feature's SDL (src/server/features/<name>/schema.graphql), by the feature's name, read as text. */
export const readFeatureSdl = (root = process.cwd()): SdlFragment[] => {
  const dir = join(root, 'src/server/features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'schema.graphql')))
    .sort()
    .map((name) => ({ name, sdl: readFileSync(join(dir, name, 'schema.graphql'), 'utf8') }));
};
