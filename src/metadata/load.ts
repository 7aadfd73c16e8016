import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RawFile } from './pipeline.ts';

/** Reads every metadata/*.json file, sorted so that output is the same on every machine. */
export const readMetadataDir = (dir: string, root = process.cwd()): RawFile[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: relative(root, join(dir, f)), text: readFileSync(join(dir, f), 'utf8') }));
