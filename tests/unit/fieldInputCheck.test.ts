import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldInputProblems } from '../../src/metadata/fieldInputCheck.ts';
import type { RecordTypeMetadata } from '../../src/generated/metadataTypes.ts';
import { ROOT } from '../support/testServer.ts';

const load = (typename: string): RecordTypeMetadata => JSON.parse(readFileSync(join(ROOT, 'metadata', `${typename}.json`), 'utf8'));
const byTypename = new Map(['Incident', 'Game', 'Video'].map((t) => [t, load(t)]));

/** The problems of the incident's start field once `change` has edited a copy of Incident.json. */
const problemsAfter = (change: (incident: RecordTypeMetadata) => void) => {
  const incident = structuredClone(byTypename.get('Incident')!);
  change(incident);
  const types = new Map(byTypename).set('Incident', incident);
  return fieldInputProblems(incident, types, 'incidentStartTime', incident.fields.incidentStartTime);
};

describe('a videoRange input (metadata check M207)', () => {
  it("takes the incident's start and stop over its game's video, with bounds its checks enforce", () => {
    expect(problemsAfter(() => undefined)).toEqual([]);
  });

  it('names a stop that is not another duration field, and a video path that does not reach a Video', () => {
    const problems = problemsAfter((incident) => Object.assign(incident.fields.incidentStartTime.input!, { stop: 'category', video: 'game.roster' }));
    expect(problems).toEqual([
      { at: '.stop', message: "'category' is not another duration_seconds field of Incident" },
      { at: '.video', message: "'roster' is not an association of Game to Video through one reference" },
    ]);
    expect(problemsAfter((incident) => (incident.fields.incidentStartTime.input!.video = 'description.video'))).toEqual([
      { at: '.video', message: "'description' is not a reference field of Incident" },
    ]);
  });

  it('refuses a slider bound that the server would not keep', () => {
    expect(problemsAfter((incident) => (incident.fields.incidentStartTime.input!.maxSpan = 600))).toEqual([
      { at: '.maxSpan', message: "the type's checks must refuse a span over 600 seconds, and take one of exactly that" },
    ]);
    expect(problemsAfter((incident) => (incident.checks = []))).toEqual([
      { at: '.minGap', message: "the type's checks must refuse a stop less than 5 seconds after the start, and take one exactly that far" },
      { at: '.maxSpan', message: "the type's checks must refuse a span over 300 seconds, and take one of exactly that" },
    ]);
  });
});
