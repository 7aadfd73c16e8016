import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBES } from '../../src/metadata/probes.ts';
import { PROBE_QUERIES } from '../../src/console/dialogs/probes/probeQueries.ts';
import { buildSchema, parse, validate } from 'graphql';
import { valueOf } from '../../src/metadata/jsonLogic.ts';
import { ROOT } from '../support/testServer.ts';

/** Action probes (metadata `probe`): the schema's names, the shared words and the console's queries agree. */
describe('probes', () => {
  const schema = JSON.parse(readFileSync(join(ROOT, 'schema/metadata.schema.json'), 'utf8'));
  it('lists the same probes in the JSON Schema, src/metadata/probes.ts and the console', () => {
    expect(schema.definitions.action.properties.probe.properties.query.enum).toEqual(Object.keys(PROBES));
    expect(Object.keys(PROBE_QUERIES)).toEqual(Object.keys(PROBES));
  });
  it("sends each probe's query with exactly its declared arguments, valid against the generated API", () => {
    const api = buildSchema(readFileSync(join(ROOT, 'src/generated/schema.graphql'), 'utf8'));
    for (const [name, probe] of Object.entries(PROBE_QUERIES)) {
      const document = parse(probe.document);
      expect(validate(api, document), name).toEqual([]);
      const variables = document.definitions.flatMap((d) => ('variableDefinitions' in d ? (d.variableDefinitions ?? []) : []));
      expect(variables.map((v) => v.variable.name.value)).toEqual(PROBES[name as keyof typeof PROBES].arguments);
    }
  });
  it("prefills Add Missing Game's end from the schedule's start plus its duration (addSeconds)", () => {
    const rule = { addSeconds: [{ var: 'scheduledAt' }, { var: 'durationSeconds' }] };
    expect(valueOf(rule, { scheduledAt: '2026-09-01T08:00:00.000Z', durationSeconds: 5400 })).toBe('2026-09-01T09:30:00.000Z');
    expect(valueOf(rule, { scheduledAt: null, durationSeconds: 5400 })).toBeNull();
  });
});
