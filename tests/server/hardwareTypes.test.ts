import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { registry, startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
type Row = { id: string; readminName: string };

const problemsOf = (res: Answer) => res.errors?.[0]?.extensions?.problems;
const sorted = (ids: (string | number)[]) => ids.map(Number).sort((a, b) => a - b);

/** The venue hardware types: each row belongs to a venue, through this SQL from the type's table `t`. */
const VENUE_OWNED: Record<string, string> = {
  Camera: 't.venue_id',
  NetworkDevice: 't.venue_id',
  Surface: 't.venue_id',
  VenueServer: 't.venue_id',
  RecordingBlock: 't.venue_id',
  RecordingBlockExceptionDate: '(SELECT venue_id FROM recording_blocks b WHERE b.id = t.recording_block_id)',
  Outage: 't.venue_id',
  InternetSpeedTest: 't.venue_id',
  VenueServerVideoFile: 't.venue_id',
};
/** Platform staff only (spec record-types.md: platform scope, no venue hardware of their own). */
const PLATFORM_ONLY = [
  'City',
  'CameraModel',
  'VenueServerCommand',
  'VenueServerChefRun',
  'DevicePortMapping',
  'AwsEc2Instance',
  'GdVenue',
  'GdAssociation',
];
const ALL = [...Object.keys(VENUE_OWNED), ...PLATFORM_ONLY];

describe.each(TEST_DATABASES)('venue hardware record types on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let partnerAdmin: GraphqlClient;
  let ids: { lakeside: number; dhsc: number; otherOrgCamera: number; lakesideCamera: number; dhscCamera: number; model: number; server: number };

  const table = (typename: string) => registry.types[typename].table;
  const list = (client: GraphqlClient, typename: string, extra = '') =>
    client.request<{ readminObjects: Row[]; count: number }>(
      `query($t: String!) { readminObjects(typename: $t, limit: 100) { id readminName ${extra} } count: readminObjectsCount(typename: $t) }`,
      { t: typename },
    );
  /** Ids of the rows of a venue-owned type whose venue passes `venueWhere` (SQL over venues v). */
  const ownedIds = async (typename: string, venueWhere: string) =>
    sorted(
      (
        await sql<{ id: number }>`SELECT t.id FROM ${sql.table(table(typename))} t JOIN venues v ON v.id = ${sql.raw(VENUE_OWNED[typename])}
          WHERE ${sql.raw(venueWhere)}`.execute(server.database.db)
      ).rows.map((r) => r.id),
    );
  const rowCount = async (typename: string) =>
    Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table(typename))}`.execute(server.database.db)).rows[0].n);
  const mutate = (client: GraphqlClient, name: string, input: Record<string, unknown>, select = 'id') => {
    const inputType = `${name.charAt(0).toUpperCase()}${name.slice(1)}Input`;
    return client.request<Record<string, Record<string, unknown> & { id: string }>>(
      `mutation($input: ${inputType}!) { ${name}(input: $input) { ${select} } }`,
      { input },
    );
  };

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin, partnerAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin, DEMO_USERS.partnerAdmin].map((email) => signedIn(server.url, email)),
    );
    const db = server.database.db;
    const venue = async (name: string) =>
      (await db.selectFrom('venues').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id as number;
    const camera = async (cameraId: string) =>
      (await db.selectFrom('cameras').select('id').where('camera_id', '=', cameraId).executeTakeFirstOrThrow()).id as number;
    ids = {
      lakeside: await venue('Lakeside Stadium'),
      dhsc: await venue('Darling Harbour Sports Centre'),
      otherOrgCamera: await camera('cam-qec-court1'),
      lakesideCamera: await camera('cam-lakeside-court1'),
      dhscCamera: await camera('cam-dhsc-court1'),
      model: (await db.selectFrom('camera_models').select('id').where('model', '=', 'P1468-LE').executeTakeFirstOrThrow()).id as number,
      server: (await db.selectFrom('venue_servers').select('id').where('name', '=', 'dhsc-vs-01').executeTakeFirstOrThrow()).id as number,
    };
  });
  afterAll(() => server.close());

  it.each(ALL)('a platform admin lists every seeded %s, each with a name', async (typename) => {
    const res = await list(admin, typename);
    expect(res.errors).toBeUndefined();
    const rows = await rowCount(typename);
    expect(rows).toBeGreaterThanOrEqual(2);
    expect(res.data!.count).toBe(rows);
    expect(res.data!.readminObjects).toHaveLength(rows);
    for (const r of res.data!.readminObjects) expect(r.readminName).not.toMatch(/^\s*$|#\d+$/);
  });

  it.each(Object.keys(VENUE_OWNED))('an organisation admin reads only the %s rows of their organisation’s venues', async (typename) => {
    const res = await list(orgAdmin, typename);
    expect(res.errors).toBeUndefined();
    const mine = await ownedIds(typename, 'v.org_id = 1');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(await rowCount(typename));
    expect(sorted(res.data!.readminObjects.map((r) => r.id))).toEqual(mine);
  });

  it.each(Object.keys(VENUE_OWNED))('a venue admin reads only the %s rows of Lakeside Stadium', async (typename) => {
    const res = await list(venueAdmin, typename);
    expect(res.errors).toBeUndefined();
    const mine = await ownedIds(typename, `v.id = ${ids.lakeside}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(sorted(res.data!.readminObjects.map((r) => r.id))).toEqual(mine);
  });

  it.each(PLATFORM_ONLY)('organisation and venue admins may not list %s', async (typename) => {
    for (const client of [orgAdmin, venueAdmin]) {
      const res = await list(client, typename);
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('an API partner admin reads no venue hardware, and a venue admin no other venue’s camera', async () => {
    expect((await list(partnerAdmin, 'Camera')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const other = await venueAdmin.request(`{ readminObject(typename: "Camera", id: "${ids.dhscCamera}") { id } }`);
    expect(other.data).toEqual({ readminObject: null });
  });

  it('shows device logins to platform admins only', async () => {
    const query = `{ readminObject(typename: "Camera", id: "${ids.lakesideCamera}") { id ... on Camera { cameraId devicePassword } } }`;
    const asAdmin = await admin.request<{ readminObject: { devicePassword: string | null } }>(query);
    expect(asAdmin.data!.readminObject.devicePassword).toMatch(/^venue-cam-/);
    const asVenueAdmin = await venueAdmin.request<{ readminObject: { cameraId: string; devicePassword: string | null } | null }>(query);
    expect(asVenueAdmin.data?.readminObject?.cameraId).toBe('cam-lakeside-court1');
    expect(asVenueAdmin.data?.readminObject?.devicePassword ?? null).toBeNull();
  });

  it('lists a venue’s hardware on its tabs, and a city’s venues', async () => {
    const tabs = ['cameras', 'networkDevices', 'surfaces', 'internetSpeedTests', 'venueServerVideoFiles', 'recordingBlocks'];
    const query = `{ readminObject(typename: "Venue", id: "${ids.lakeside}") { id ${tabs
      .map((t) => `${t}: readminAssociationObjects(associationName: "${t}", limit: 100) { id }`)
      .join(' ')} } }`;
    const res = await venueAdmin.request<{ readminObject: Record<string, { id: string }[]> }>(query);
    expect(res.errors).toBeUndefined();
    const byType: Record<string, string> = {
      cameras: 'Camera',
      networkDevices: 'NetworkDevice',
      surfaces: 'Surface',
      internetSpeedTests: 'InternetSpeedTest',
      venueServerVideoFiles: 'VenueServerVideoFile',
      recordingBlocks: 'RecordingBlock',
    };
    for (const t of tabs) {
      const expected = await ownedIds(byType[t], `v.id = ${ids.lakeside}`);
      expect(expected.length, t).toBeGreaterThan(0);
      expect(sorted(res.data!.readminObject[t].map((r) => r.id)), t).toEqual(expected);
    }
    const sydney = await admin.request<{ readminObjects: { readminName: string; venues: { readminName: string }[] }[] }>(
      '{ readminObjects(typename: "City", filterBar: { searchTerm: "Sydney" }) { readminName venues: readminAssociationObjects(associationName: "venues") { readminName } } }',
    );
    expect(sydney.data!.readminObjects).toEqual([
      { readminName: 'Sydney, New South Wales', venues: expect.arrayContaining([{ readminName: 'Darling Harbour Sports Centre' }]) },
    ]);
    expect(sydney.data!.readminObjects[0].venues).toHaveLength(2);
  });

  it('adds and edits a city, refusing one without its state', async () => {
    const before = await rowCount('City');
    const refused = await mutate(admin, 'addCity', { name: 'Perth', countryCode: 'AU', timeZone: 'Australia/Perth' });
    expect(problemsOf(refused)).toEqual([{ field: 'state', message: 'State is required' }]);
    expect(await rowCount('City')).toBe(before);
    const added = await mutate(
      admin,
      'addCity',
      { name: 'Perth', state: 'Western Australia', countryCode: 'AU', timeZone: 'Australia/Perth' },
      'id readminName',
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addCity.readminName).toBe('Perth, Western Australia');
    const edited = await mutate(admin, 'citiesUpdate', { ids: [added.data!.addCity.id], attributes: { name: 'Fremantle' } }, 'readminName');
    expect(edited.data).toEqual({ citiesUpdate: [{ readminName: 'Fremantle, Western Australia' }] });
    expect(
      (await mutate(orgAdmin, 'addCity', { name: 'Geelong', state: 'Victoria', countryCode: 'AU', timeZone: 'Australia/Melbourne' })).errors?.[0]
        .extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('adds and edits a camera model, refusing a resolution that is not WIDTHxHEIGHT', async () => {
    const refused = await mutate(admin, 'addCameraModel', { manufacturer: 'Bosch', model: 'FLEXIDOME 5100i', resolution: '4K' });
    expect(problemsOf(refused)).toEqual([{ field: 'resolution', message: 'Resolution should be WIDTHxHEIGHT, e.g. 3840x2160' }]);
    const added = await mutate(
      admin,
      'addCameraModel',
      { manufacturer: 'Bosch', model: 'FLEXIDOME 5100i', resolution: '2592x1944' },
      'id readminName',
    );
    expect(added.data!.addCameraModel.readminName).toBe('Bosch FLEXIDOME 5100i');
    const edited = await mutate(
      admin,
      'cameraModelsUpdate',
      { ids: [added.data!.addCameraModel.id], attributes: { supportsH265: true } },
      'supportsH265',
    );
    expect(edited.data).toEqual({ cameraModelsUpdate: [{ supportsH265: true }] });
  });

  it('adds a camera with the spec’s ID and address rules, and edits cameras in a batch', async () => {
    const input = { cameraId: 'cam-dhsc-court3', venueId: String(ids.dhsc), cameraModelId: String(ids.model), venueServerId: String(ids.server) };
    const refused = await mutate(admin, 'addCamera', { ...input, cameraId: 'dhsc-court3', ipAddress: '10.20.1.300', macAddress: 'AC:CC' });
    expect(problemsOf(refused)).toEqual([
      { field: 'cameraId', message: "Camera ID must be 'cam-' followed by text, for example cam-venue-identifier" },
      { field: 'ipAddress', message: 'IP Address must be four dotted numbers with an optional /prefix' },
      { field: 'macAddress', message: 'MAC Address must be six pairs of hex digits separated by colons' },
    ]);
    const taken = await mutate(admin, 'addCamera', { ...input, cameraId: 'cam-DHSC-Court1', ipAddress: '10.20.1.3' });
    expect(problemsOf(taken)).toEqual([{ field: 'cameraId', message: 'Camera ID is already taken' }]);
    const added = await mutate(
      admin,
      'addCamera',
      { ...input, ipAddress: '10.20.1.3', macAddress: 'ac-cc-8e-12-03-4f' },
      'id macAddress enabled captureH265',
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addCamera).toMatchObject({ macAddress: 'AC:CC:8E:12:03:4F', enabled: true, captureH265: true });
    const edited = await mutate(
      admin,
      'camerasUpdate',
      { ids: [added.data!.addCamera.id, String(ids.dhscCamera)], attributes: { allowLiveStreams: false } },
      'allowLiveStreams',
    );
    expect(edited.data!.camerasUpdate).toEqual([{ allowLiveStreams: false }, { allowLiveStreams: false }]);
    const byVenueAdmin = await mutate(venueAdmin, 'camerasUpdate', { ids: [String(ids.lakesideCamera)], attributes: { enabled: false } });
    expect(byVenueAdmin.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('adds and edits network devices and surfaces', async () => {
    const badModel = await mutate(admin, 'addNetworkDevice', { model: 'netgear-gs108', venueId: String(ids.dhsc) });
    expect(problemsOf(badModel)).toEqual([{ field: 'model', message: expect.stringMatching(/^Model must be one of ubiquiti-usw-lite-8-poe, /) }]);
    const device = await mutate(
      admin,
      'addNetworkDevice',
      { model: 'ubiquiti-usw-24-poe', venueId: String(ids.dhsc), ipAddress: '10.20.1.62' },
      'id readminName',
    );
    expect(device.data!.addNetworkDevice.readminName).toBe('DHSC ubiquiti-usw-24-poe 10.20.1.62');
    const moved = await mutate(
      admin,
      'networkDevicesUpdate',
      { ids: [device.data!.addNetworkDevice.id], attributes: { ipAddress: '10.20.1.63' } },
      'ipAddress',
    );
    expect(moved.data).toEqual({ networkDevicesUpdate: [{ ipAddress: '10.20.1.63' }] });

    const noName = await mutate(admin, 'addSurface', { cameraId: String(ids.dhscCamera), venueId: String(ids.dhsc) });
    expect(problemsOf(noName)).toEqual([{ field: 'name', message: 'Name is required' }]);
    const surface = await mutate(
      admin,
      'addSurface',
      { name: 'DHSC Court 1 half court', cameraId: String(ids.dhscCamera), venueId: String(ids.dhsc) },
      'id scaleInput canary',
    );
    expect(surface.data!.addSurface).toMatchObject({ scaleInput: true, canary: false });
    const canary = await mutate(
      admin,
      'surfacesUpdate',
      { ids: [surface.data!.addSurface.id], attributes: { canary: true } },
      'readminLabels { content }',
    );
    expect(canary.data).toEqual({ surfacesUpdate: [{ readminLabels: [{ content: 'Canary' }] }] });
  });

  it('sets a surface’s encoding and filter config within the spec’s bounds, and says when a sphere lacks its angles', async () => {
    const surface = String(
      (await server.database.db.selectFrom('surfaces').select('id').where('projection_shape', '=', 'plane').orderBy('id').executeTakeFirstOrThrow())
        .id,
    );
    const fields = 'projectionShape pitchDegrees courtLength filterDefishAmount filterRotateDegrees readminLabels { content }';
    const outOfBounds = await mutate(admin, 'surfaceEncodingConfigUpdate', {
      surfaceId: surface,
      projectionShape: 'cylinder',
      pitchDegrees: -95,
      maxZoom: 5.5,
      courtLength: 41,
      courtWidth: 4,
    });
    expect(problemsOf(outOfBounds)).toEqual([
      { field: 'projectionShape', message: 'Projection shape must be one of plane, sphere' },
      { field: 'pitchDegrees', message: 'Pitch (degrees) must be at least -90' },
      { field: 'maxZoom', message: 'Max zoom must be at most 5' },
      { field: 'courtLength', message: 'Court length (m) must be at most 40' },
      { field: 'courtWidth', message: 'Court width (m) must be at least 5' },
    ]);
    // The dialog sends the whole config: what it leaves out is reset to its default or cleared.
    const config = { surfaceId: surface, projectionShape: 'sphere', pitchDegrees: -40, courtLength: 28 };
    const sphere = await mutate(admin, 'surfaceEncodingConfigUpdate', config, fields);
    expect(sphere.errors).toBeUndefined();
    expect(sphere.data!.surfaceEncodingConfigUpdate).toMatchObject({
      projectionShape: 'sphere',
      pitchDegrees: -40,
      courtLength: 28,
      readminLabels: [{ content: 'Spherical config not present' }],
    });
    const angles = { fovHorizontalDegrees: 180, fovVerticalDegrees: 90, rollDegrees: 0, sphereCameraPitchDegrees: -25 };
    const complete = await mutate(admin, 'surfaceEncodingConfigUpdate', { ...config, ...angles }, `${fields} advertisingBillboardHeight`);
    expect(complete.data!.surfaceEncodingConfigUpdate).toMatchObject({ readminLabels: [], advertisingBillboardHeight: 80 });
    const unset = await mutate(admin, 'surfaceEncodingConfigUpdate', { ...config, advertisingBillboardAlwaysForeground: null });
    expect(problemsOf(unset)).toEqual([
      { field: 'advertisingBillboardAlwaysForeground', message: 'Advertising billboard always foreground is required' },
    ]);
    const badFilter = await mutate(admin, 'surfaceFilterConfigUpdate', {
      surfaceId: surface,
      filterDefishAmount: 3.5,
      filterDefishOutwidth: 10001,
      filterRotateDegrees: 181,
    });
    expect(problemsOf(badFilter)).toEqual([
      { field: 'filterDefishAmount', message: 'Defish amount must be at most 3' },
      { field: 'filterDefishOutwidth', message: 'Defish output width must be at most 10000' },
      { field: 'filterRotateDegrees', message: 'Rotate (degrees) must be at most 180' },
    ]);
    const filter = await mutate(
      admin,
      'surfaceFilterConfigUpdate',
      { surfaceId: surface, filterDefishAmount: 0.6, filterRotateDegrees: -180 },
      fields,
    );
    expect(filter.data!.surfaceFilterConfigUpdate).toMatchObject({ filterDefishAmount: 0.6, filterRotateDegrees: -180, pitchDegrees: -40 });
    const byVenueAdmin = await mutate(venueAdmin, 'surfaceFilterConfigUpdate', { surfaceId: surface, filterDefishAmount: 1 });
    expect(byVenueAdmin.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('edits venue servers (platform admins only), refusing a state outside the spec’s', async () => {
    const bad = await mutate(admin, 'venueServersUpdate', { ids: [String(ids.server)], attributes: { state: 'retired' } });
    expect(problemsOf(bad)).toEqual([{ field: 'state', message: 'State must be one of unused, provisioned, active, inactive, decommissioned' }]);
    const ok = await mutate(
      admin,
      'venueServersUpdate',
      { ids: [String(ids.server)], attributes: { enabled: false, uploaderRateLimitKbytes: 3200 } },
      'readminLabels { content }',
    );
    expect(ok.data).toEqual({ venueServersUpdate: [{ readminLabels: [{ content: 'Disabled' }] }] });
    const byOrgAdmin = await mutate(orgAdmin, 'venueServersUpdate', { ids: [String(ids.server)], attributes: { enabled: true } });
    expect(byOrgAdmin.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const readOnly = await mutate(admin, 'venueServersUpdate', { ids: [String(ids.server)], attributes: { smartState: 'PASSED' } });
    // What the server reports (SMART state) is not in the input at all.
    expect(readOnly.errors?.[0].message).toMatch(/Field "smartState" is not defined/);
  });

  it('cancels a pending venue server command, and only a pending one', async () => {
    const pending = await server.database.db
      .selectFrom('venue_server_commands')
      .select('id')
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    const cancelled = await mutate(
      admin,
      'venueServerCommandCancel',
      { venueServerCommandId: String(pending.id) },
      'state readminLabels { content }',
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.venueServerCommandCancel).toEqual({ state: 'cancelled', readminLabels: [{ content: 'Cancelled' }] });
    const again = await mutate(admin, 'venueServerCommandCancel', { venueServerCommandId: String(pending.id) });
    expect(again.errors?.[0].message).toBe('Only a pending command can be cancelled.');
    const version = await server.database.db
      .selectFrom('paper_trail_versions')
      .select('object_changes')
      .where('item_type', '=', 'VenueServerCommand')
      .where('item_id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(version.object_changes).toEqual({ state: ['pending', 'cancelled'] });
  });

  it('adds, edits and removes a recording block with exception dates; its venue is locked', async () => {
    const base = {
      venueId: String(ids.dhsc),
      name: 'Sunday finals',
      recordingBlockType: 'ensure_recording',
      startDate: '2026-10-04',
      startTime: '10:00:00',
    };
    const refused = await mutate(admin, 'addRecordingBlock', { ...base, startTime: '10am', durationSeconds: 30, recordingBlockType: 'maybe' });
    expect(problemsOf(refused)).toEqual([
      { field: 'recordingBlockType', message: 'Type must be one of ensure_recording, prevent_recording' },
      { field: 'startTime', message: 'Start time invalid format, must be HH:mm:ss' },
      { field: 'durationSeconds', message: 'Duration must be at least 60' },
    ]);
    const added = await mutate(admin, 'addRecordingBlock', base, 'id durationSeconds weekdays');
    expect(added.data!.addRecordingBlock).toMatchObject({ durationSeconds: 3600, weekdays: ['0', '1', '2', '3', '4', '5', '6'] });
    const id = added.data!.addRecordingBlock.id;
    const moved = await mutate(admin, 'recordingBlockUpdate', { id, attributes: { venueId: String(ids.lakeside) } });
    expect(problemsOf(moved)).toEqual([{ field: 'venue', message: 'Venue cannot be changed after creation' }]);
    const edited = await mutate(
      admin,
      'recordingBlockUpdate',
      { id, attributes: { weekdays: ['0'], durationSeconds: 7200 } },
      'weekdays durationSeconds',
    );
    expect(edited.data).toEqual({ recordingBlockUpdate: { weekdays: ['0'], durationSeconds: 7200 } });

    const noDate = await mutate(admin, 'addRecordingBlockExceptionDate', { recordingBlockId: id, name: 'Grand final day' });
    expect(problemsOf(noDate)).toEqual([{ field: 'date', message: 'Date is required' }]);
    const exception = await mutate(admin, 'addRecordingBlockExceptionDate', { recordingBlockId: id, name: 'Grand final day', date: '2026-10-11' });
    expect(exception.errors).toBeUndefined();
    const tab = await admin.request<{ readminObject: { exceptionDates: { readminName: string }[] } }>(
      `{ readminObject(typename: "RecordingBlock", id: "${id}") { id exceptionDates: readminAssociationObjects(associationName: "exceptionDates") { readminName } } }`,
    );
    expect(tab.data!.readminObject.exceptionDates).toEqual([{ readminName: 'Grand final day' }]);
    const byVenueAdmin = await mutate(venueAdmin, 'addRecordingBlock', { ...base, venueId: String(ids.lakeside) });
    expect(byVenueAdmin.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(
      (await mutate(admin, 'recordingBlockExceptionDateRemove', { id: exception.data!.addRecordingBlockExceptionDate.id }, 'ids')).errors,
    ).toBeUndefined();
    expect((await mutate(admin, 'recordingBlockRemove', { id }, 'ids')).errors).toBeUndefined();
    expect(await server.database.db.selectFrom('recording_blocks').select('id').where('id', '=', Number(id)).execute()).toEqual([]);
  });

  it('adds and edits GameDay associations and venues, refusing a duplicate association ID', async () => {
    const association = await mutate(admin, 'addGdAssociation', {
      gdAssociationId: 40112,
      name: 'Basketball Victoria Country',
      gdSetupKey: 'bvc-90af',
      timeZone: 'Australia/Melbourne',
    });
    expect(association.errors).toBeUndefined();
    const duplicate = await mutate(admin, 'addGdAssociation', {
      gdAssociationId: 40112,
      name: 'Copy',
      gdSetupKey: 'x',
      timeZone: 'Australia/Melbourne',
    });
    expect(duplicate.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const renamed = await mutate(
      admin,
      'gdAssociationUpdate',
      { id: association.data!.addGdAssociation.id, attributes: { name: 'Basketball Victoria' } },
      'readminName',
    );
    expect(renamed.data).toEqual({ gdAssociationUpdate: { readminName: 'Basketball Victoria' } });
    const locked = await mutate(admin, 'gdAssociationUpdate', { id: association.data!.addGdAssociation.id, attributes: { gdAssociationId: 1 } });
    expect(problemsOf(locked)).toEqual([{ field: 'gdAssociationId', message: 'Association ID cannot be changed after creation' }]);

    const noName = await mutate(admin, 'addGdVenue', { gdAssociationId: association.data!.addGdAssociation.id, gdVenueId: 8801 });
    expect(problemsOf(noName)).toEqual([{ field: 'name', message: 'Name is required' }]);
    const venue = await mutate(
      admin,
      'addGdVenue',
      { gdAssociationId: association.data!.addGdAssociation.id, gdVenueId: 8801, name: 'State Basketball Centre' },
      'id enabled',
    );
    expect(venue.data!.addGdVenue.enabled).toBe(true);
    const disabled = await mutate(
      admin,
      'gdVenueUpdate',
      { id: venue.data!.addGdVenue.id, attributes: { enabled: false } },
      'readminLabels { content }',
    );
    expect(disabled.data).toEqual({ gdVenueUpdate: { readminLabels: [{ content: 'Disabled' }] } });
  });
});
