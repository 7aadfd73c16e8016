import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as passwordReset from '../../src/shared/publicApi/passwordReset.ts';
import * as emailPreferences from '../../src/shared/publicApi/emailPreferences.ts';

const schema = buildSchema(readFileSync(new URL('../../src/generated/schema.graphql', import.meta.url), 'utf8'));

/** Every GraphQL document a public page sends (the modules' exported strings that start with an operation). */
const documents = Object.entries({ ...passwordReset, ...emailPreferences }).filter(
  ([name, v]) => name !== 'sdl' && typeof v === 'string' && /^\s*(query|mutation)\b/.test(v),
);

describe('public pages documents', () => {
  it('finds the documents of the email pages', () => {
    expect(documents.map(([name]) => name).sort()).toEqual([
      'REQUEST_RESET_PASSWORD',
      'RESET_PASSWORD',
      'USER_UNSUBSCRIBE_EMAILS',
      'USER_UNSUBSCRIBE_STATUS',
      'VERIFY_RESET_PASSWORD_TOKEN',
    ]);
  });

  it.each(documents)('%s is valid against the generated schema', (_name, document) => {
    expect(validate(schema, parse(document as string)).map((e) => e.message)).toEqual([]);
  });
});
