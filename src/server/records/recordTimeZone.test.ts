import { describe, expect, it } from 'vitest';
import { generatedRegistry as registry } from '../../../tests/support/sqlCompiler.ts';
import type { RecordObject } from './record.ts';
import { recordTimeZone, type RefLookup } from './recordTimeZone.ts';

/** A store's ref() over a few rows, by `Typename:id`. */
const refs =
  (rows: Record<string, Partial<RecordObject>>): RefLookup =>
  (typename, id) =>
    id == null ? null : ((rows[`${typename}:${id}`] as RecordObject | undefined) ?? null);

const row = (typename: string, fields: Record<string, unknown>): RecordObject => ({ __typename: typename, id: 1, ...fields });

describe("the time zone a record's times read in", () => {
  const world = refs({
    'Org:1': { __typename: 'Org', id: 1, timeZone: 'Pacific/Auckland' },
    'Venue:2': { __typename: 'Venue', id: 2, timeZone: 'Australia/Perth', orgId: 1 },
    'Venue:3': { __typename: 'Venue', id: 3, timeZone: 'Australia/Perth', orgId: null },
    'Court:4': { __typename: 'Court', id: 4, orgId: 1, venueId: 2 },
    'Court:5': { __typename: 'Court', id: 5, orgId: null, venueId: 3 },
    'ApiPartner:6': { __typename: 'ApiPartner', id: 6, timeZone: 'Asia/Manila' },
  });

  it("is the organisation's, however far away the record's path reaches it", async () => {
    expect(await recordTimeZone(registry, registry.types.Team, row('Team', { orgId: 1 }), world)).toBe('Pacific/Auckland');
    expect(await recordTimeZone(registry, registry.types.LiveStream, row('LiveStream', { courtId: 4 }), world)).toBe('Pacific/Auckland');
    expect(await recordTimeZone(registry, registry.types.Org, row('Org', { timeZone: 'Australia/Sydney' }), world)).toBe('Australia/Sydney');
  });

  it("comes before the venue's, which serves a record of no organisation", async () => {
    expect(await recordTimeZone(registry, registry.types.Camera, row('Camera', { venueId: 2 }), world)).toBe('Pacific/Auckland');
    expect(await recordTimeZone(registry, registry.types.Camera, row('Camera', { venueId: 3 }), world)).toBe('Australia/Perth');
    expect(await recordTimeZone(registry, registry.types.Venue, row('Venue', { orgId: null, timeZone: 'Australia/Perth' }), world)).toBe(
      'Australia/Perth',
    );
  });

  it("is an API partner's for the partner's records, and a city's own", async () => {
    expect(await recordTimeZone(registry, registry.types.ApiPartner, row('ApiPartner', { timeZone: 'Asia/Manila' }), world)).toBe('Asia/Manila');
    expect(await recordTimeZone(registry, registry.types.City, row('City', { timeZone: 'Australia/Sydney' }), world)).toBe('Australia/Sydney');
  });

  it('passes over an owner the viewer may not read, and is null for a record of no one', async () => {
    const hidden = refs({ 'Org:1': { __typename: 'Org', id: 1, timeZone: 'Pacific/Auckland', __restricted: true } });
    expect(await recordTimeZone(registry, registry.types.Team, row('Team', { orgId: 1 }), hidden)).toBeNull();
    expect(await recordTimeZone(registry, registry.types.Team, row('Team', { orgId: null }), world)).toBeNull();
    expect(await recordTimeZone(registry, registry.types.CameraModel, row('CameraModel', {}), world)).toBeNull();
  });
});
