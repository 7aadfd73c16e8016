import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIVE_SCORER_QUERY, UPDATE_LIVE_SCORER } from '../../src/shared/publicApi/liveScorer.ts';
import { ORIGINAL_VIDEO_FORM_QUERY } from '../../src/shared/publicApi/originalVideo.ts';

const schema = buildSchema(readFileSync(join(import.meta.dirname, '../../src/generated/schema.graphql'), 'utf8'));

/** The documents the public pages send are valid against the generated schema (so page and SDL cannot drift). */
describe('public page documents', () => {
  it.each([
    ['liveScorer', LIVE_SCORER_QUERY],
    ['updateLiveScorer', UPDATE_LIVE_SCORER],
    ['originalVideoForm', ORIGINAL_VIDEO_FORM_QUERY],
  ])('%s', (_name, document) => {
    expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
  });
});
