import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

/** Every GraphQL document a public page sends (the *_QUERY / *_MUTATION strings of this folder's modules). */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./index.ts'], { eager: true });
const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => /_(QUERY|MUTATION)$/.test(name) && typeof value === 'string')
    .map(([name, value]) => [`${file} ${name}`, value as string] as const),
);

describe('public pages documents', () => {
  const schema = buildSchema(readFileSync(join(import.meta.dirname, '../../generated/schema.graphql'), 'utf8'));

  it('finds the documents', () => {
    expect(documents.map(([name]) => name)).toContain('./liveStreamWidget.ts LIVE_STREAM_WIDGET_QUERY');
  });

  it.each(documents)('%s is valid against the generated schema', (_name, document) => {
    expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
  });
});
