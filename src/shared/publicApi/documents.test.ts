import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';

/** Every GraphQL document a public page sends: the exported strings of this folder's modules that start with an operation. */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'string' && /^\s*(query|mutation)\b/.test(value))
    .map(([name, value]) => [`${file} ${name}`, value as string] as const),
);

/** The root fields the documents ask for. */
const rootFields = (document: string) =>
  parse(document)
    .definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')
    .flatMap((d) => d.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : [])));

describe('public pages documents', () => {
  const schema = buildSchema(readFileSync(join(import.meta.dirname, '../../generated/schema.graphql'), 'utf8'));

  it('cover every public page operation of spec 000 §7.1–7.2', () => {
    const asked = new Set(documents.flatMap(([, document]) => rootFields(document)));
    const spec = ['liveScorer', 'updateLiveScorer', 'liveStreamWidget', 'originalVideoForm', 'teamRegistrationForm', 'teamRegistrationFormSubmit'];
    const email = ['userUnsubscribeStatus', 'userUnsubscribeEmails', 'requestResetPassword', 'verifyResetPasswordToken', 'resetPassword'];
    expect([...spec, ...email].filter((name) => !asked.has(name))).toEqual([]);
  });

  it.each(documents)('%s is valid against the generated schema', (_name, document) => {
    expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
  });
});
