import { readFileSync } from 'node:fs';
import { buildSchema, getVariableValues, Kind, parse, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { NormalizedCustomOperation, Registry } from '../../metadata/normalized.ts';
import { registry } from '../testing/allTypes.ts';
import { runOperationRequest } from './runOperationRequest.ts';

/** A custom operation's request selects its answer by the kind the operation returns, valid against the SDL. */
const schema = buildSchema(readFileSync(new URL('../../generated/schema.graphql', import.meta.url), 'utf8'));
const request = (mutation: string, input: unknown = {}, reg: Registry = registry) => runOperationRequest(reg, mutation, input);
const selectionOf = (source: string) =>
  print(parse(source))
    .replace(/\s+/g, ' ')
    .replace(/^.*?\) \{ result: \w+\(input: \$input\) /, '');
const variableErrorsOf = (source: string, variables: Record<string, unknown>) => {
  const op = parse(source).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  return (getVariableValues(schema, op.variableDefinitions ?? [], variables).errors ?? []).map((e) => e.message);
};

const declared = Object.values(registry.types).flatMap((type) => Object.values(type.operations.custom).map((op) => ({ type, op })));

/** A registry with one operation of each kind that returns something, on Game: answers parse the same way whatever declares them. */
const withOperation = (op: Partial<NormalizedCustomOperation> & Pick<NormalizedCustomOperation, 'name' | 'returns'>): Registry => {
  const Game = registry.types.Game;
  const operation = { ...Game.operations.custom.gameUpdateScore, arguments: [], ...op };
  return { types: { ...registry.types, Game: { ...Game, operations: { ...Game.operations, custom: { [op.name]: operation } } } } };
};

describe('custom operation requests', () => {
  it('are valid against the committed SDL for every declared operation', () => {
    expect(declared.length).toBeGreaterThan(2);
    for (const { op } of declared) expect([op.name, validate(schema, parse(request(op.name).query)).map((e) => e.message)]).toEqual([op.name, []]);
  });

  it('select the answer fields by kind: value and url its field, file and image with mimeType and filename, records their fields', () => {
    expect(selectionOf(request('generatePassphrase').query)).toBe('{ passphrase } }');
    const file = withOperation({ name: 'gameScoresheet', returns: { kind: 'file', field: 'scoresheetPdfBase64', mime: 'application/pdf' } });
    expect(selectionOf(request('gameScoresheet', {}, file).query)).toBe('{ scoresheetPdfBase64 mimeType filename } }');
    const image = withOperation({ name: 'gamePreview', returns: { kind: 'image', field: 'jpgImageBase64' } });
    expect(selectionOf(request('gamePreview', {}, image).query)).toBe('{ jpgImageBase64 mimeType filename } }');
    const url = withOperation({ name: 'gamePortal', returns: { kind: 'url', field: 'readminUrl' } });
    expect(selectionOf(request('gamePortal', {}, url).query)).toBe('{ readminUrl } }');
    const none = withOperation({ name: 'gameNothing', returns: { kind: 'none', field: 'success' } });
    expect(selectionOf(request('gameNothing', {}, none).query)).toBe('{ success } }');
    expect(selectionOf(request('gameUpdateScore').query)).toMatch(/^\{ id lockVersion readminName readminUrl .* homeScore .*awayScore/);
    // An action without a declared operation needs only success.
    expect(selectionOf(request('teamsUpdate').query)).toBe('{ __typename } }');
  });

  it('send the arguments as the operation input declares them', () => {
    const r = request('generatePassphrase', { numberOfWords: 5, separator: 'underscore' });
    expect(variableErrorsOf(r.query, r.variables)).toEqual([]);
    // The check can fail: the SDL refuses a word count that is not an integer.
    expect(variableErrorsOf(r.query, { input: { numberOfWords: 'five' } }).join()).toMatch(/numberOfWords/);
  });

  it('hand over the answer typed by kind', () => {
    const parse = (r: ReturnType<typeof request>, result: unknown) => r.parse({ result });
    expect(parse(request('generatePassphrase'), { passphrase: 'maple_otter_canyon' })).toEqual({
      kind: 'value',
      label: 'Passphrase',
      text: 'maple_otter_canyon',
      copiedMessage: 'Password copied to clipboard',
    });
    const file = withOperation({ name: 'gameScoresheet', returns: { kind: 'file', field: 'scoresheetPdfBase64', mime: 'application/pdf' } });
    expect(
      parse(request('gameScoresheet', {}, file), { scoresheetPdfBase64: 'JVBERi0=', mimeType: 'application/pdf', filename: 'scoresheet-7.pdf' }),
    ).toEqual({ kind: 'file', base64: 'JVBERi0=', mimeType: 'application/pdf', filename: 'scoresheet-7.pdf' });
    const message = withOperation({ name: 'gameRecheck', returns: { kind: 'value', field: 'message' } });
    expect(parse(request('gameRecheck', {}, message), { message: 'Refetch has been issued.' })).toMatchObject({
      kind: 'message',
      message: 'Refetch has been issued.',
    });
    const json = withOperation({ name: 'gameStats', returns: { kind: 'value', field: 'stats' } });
    expect(parse(request('gameStats', {}, json), { stats: { fouls: 3 } })).toMatchObject({
      kind: 'value',
      label: 'Stats',
      text: '{\n  "fouls": 3\n}',
    });
    expect(parse(request('gameUpdateScore'), { id: '7', homeScore: 70 })).toMatchObject({ kind: 'records', records: [{ id: '7' }] });
    expect(parse(request('gamesEnablePotw'), [{ id: '7' }, { id: '8' }])).toMatchObject({ kind: 'records', records: [{}, {}] });
    expect(parse(request('teamsUpdate'), { __typename: 'Team' })).toEqual({ kind: 'none' });
  });

  it('refuse a mutation name that is not a name', () => {
    expect(() => request('x { y }')).toThrow('This action has no mutation to run.');
  });
});
