import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Registry } from '../metadata/normalized.ts';
import { isConsolePath } from './consolePaths.ts';

const registry = JSON.parse(readFileSync(join(import.meta.dirname, '../generated/registry.json'), 'utf8')) as Registry;

describe('isConsolePath', () => {
  it.each([
    '/readmin',
    '/readmin/',
    '/readmin/login',
    '/readmin/logout',
    '/readmin/reset-password',
    '/readmin/csv_exports/4',
    '/readmin/games',
    '/readmin/games/12',
    '/readmin/orgs/1',
    '/readmin/orgs/1/games',
    '/readmin/orgs/1/games/9',
    '/readmin/api_partners/2',
    '/readmin/paper_trail_versions',
  ])('knows %s', (path) => expect(isConsolePath(registry, path)).toBe(true));

  it.each([
    '/readmin/nope',
    '/readmin/games/12/extra',
    '/readmin//games',
    '/readmin/orgs/1/nope',
    '/readmin/csv_exports',
    '/readminx',
    '/',
    '/readmin/api_partners/2/paper_trail_versions',
    '/readmin/orgs/1/paper_trail_versions',
  ])('does not know %s', (path) => expect(isConsolePath(registry, path)).toBe(false));
});
