import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ORG_STATS_QUERY, orgStatsRequest } from './orgStatsRequest.ts';

const schema = buildSchema(readFileSync(new URL('../../../../generated/schema.graphql', import.meta.url), 'utf8'));

describe('the Stats panel query', () => {
  it('is valid against the generated schema', () => {
    expect(validate(schema, parse(ORG_STATS_QUERY)).map((e) => e.message)).toEqual([]);
  });

  it('sends the range and zone, and reads an unreadable organisation as no figures', () => {
    const request = orgStatsRequest({ orgId: '3', dateRange: { start: '2026-03-01', end: '2026-03-31' }, timeZone: 'UTC' });
    expect(request.variables).toEqual({ id: '3', dateRange: { start: '2026-03-01', end: '2026-03-31' }, timeZone: 'UTC' });
    expect(request.parse({ org: null })).toBeNull();
    const stats = {
      gamesCount: 1,
      activePlayersCount: 2,
      activeUsersCount: 3,
      activeUsersWithEmailCount: 4,
      liveStreamsCount: 5,
      liveStreamsDurationSec: 6,
    };
    expect(request.parse({ org: { id: '3', stats } })).toEqual(stats);
  });
});
