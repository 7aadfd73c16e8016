import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  AD_PREVIEW_COURTS_QUERY,
  API_GAME_SCHEDULE_RESULT_QUERY,
  ENCODING_TIMELINE_QUERY,
  LEADERBOARD_CONTENT_QUERY,
  apiGameScheduleResultRequest,
  encodingTimelineRequest,
  leaderboardContentRequest,
} from './tabQueries.ts';

const schema = buildSchema(readFileSync(new URL('../../../generated/schema.graphql', import.meta.url), 'utf8'));

describe('the Leaderboard Content and Encoding Timeline queries', () => {
  it('are valid against the generated schema', () => {
    for (const text of [LEADERBOARD_CONTENT_QUERY, ENCODING_TIMELINE_QUERY, API_GAME_SCHEDULE_RESULT_QUERY, AD_PREVIEW_COURTS_QUERY])
      expect(validate(schema, parse(text)).map((e) => e.message)).toEqual([]);
  });

  it('read an unreadable record as null content', () => {
    expect(leaderboardContentRequest({ id: '7' }).parse({ leaderboardTable: null })).toBeNull();
    expect(encodingTimelineRequest({ id: '8' }).parse({ liveStream: null })).toBeNull();
    expect(apiGameScheduleResultRequest({ id: '9' }).parse({ readminObject: null })).toBeNull();
  });
});
