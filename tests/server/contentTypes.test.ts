import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, TEST_DATABASES, type TestServer } from '../support/testServer.ts';
import { type GraphqlClient, signedIn } from '../support/graphqlClient.ts';
import { formatDuration } from '../../src/shared/duration.ts';
import { DEMO_USERS } from '../../src/server/demo/demoUsers.ts';

const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const FILE = { name: 'sponsor.png', base64: PIXEL_PNG, size: Buffer.from(PIXEL_PNG, 'base64').length };

/**
 * Each content type with the SQL giving the organisation of its rows (along its ownership path), so the
 * tests compare what each role lists with what the database holds.
 */
const ORG_OF: Record<string, string> = {
  AdAsset: 'SELECT id, org_id FROM ad_assets',
  AdPreset: 'SELECT id, org_id FROM ad_presets',
  Event: 'SELECT e.id, g.org_id FROM events e JOIN games g ON g.id = e.game_id',
  EventVideo: 'SELECT v.id, g.org_id FROM event_videos v JOIN events e ON e.id = v.event_id JOIN games g ON g.id = e.game_id',
  Incident: 'SELECT i.id, g.org_id FROM incidents i JOIN games g ON g.id = i.game_id',
  IncidentNote: 'SELECT n.id, g.org_id FROM incident_notes n JOIN incidents i ON i.id = n.incident_id JOIN games g ON g.id = i.game_id',
  PotwCompetition: 'SELECT id, org_id FROM potw_competitions',
  PotwEntry: 'SELECT e.id, c.org_id FROM potw_entries e JOIN potw_competitions c ON c.id = e.competition_id',
  PotwRating:
    'SELECT r.id, c.org_id FROM potw_ratings r JOIN potw_entries e ON e.id = r.entry_id JOIN potw_competitions c ON c.id = e.competition_id',
  PotwVideo: 'SELECT v.id, c.org_id FROM potw_videos v JOIN potw_competitions c ON c.id = v.competition_id',
  PublicLeaguePage: 'SELECT id, org_id FROM public_league_pages',
  OnsenPopupPromo: 'SELECT id, org_id FROM onsen_popup_promos',
  BetaFeature: 'SELECT id, NULL::integer AS org_id FROM beta_features',
};
/** What organisation admins may read: every content type but the platform's own. */
const ORG_READABLE = Object.keys(ORG_OF).filter((t) => !['OnsenPopupPromo', 'BetaFeature'].includes(t));

type Listed = { readminObjects: { id: string; readminName: string }[]; readminObjectsCount: number };
const LIST = `query($typename: String!, $orgId: ID) {
  readminObjects(typename: $typename, orgId: $orgId, limit: 100) { id readminName }
  readminObjectsCount(typename: $typename, orgId: $orgId)
}`;
const ids = (rows: { id: string | number }[]) => rows.map((r) => Number(r.id)).sort((a, b) => a - b);

describe.each(TEST_DATABASES)('content record types on %s', (kind) => {
  let server: TestServer;
  let admin: GraphqlClient;
  let orgAdmin: GraphqlClient;
  let venueAdmin: GraphqlClient;
  let partnerAdmin: GraphqlClient;
  let secondOrg: number;

  const rowsOf = async (typename: string) =>
    (await sql<{ id: number; org_id: number | null }>`${sql.raw(ORG_OF[typename])}`.execute(server.database.db)).rows;
  const list = async (client: GraphqlClient, typename: string, orgId?: number) =>
    client.request<Listed>(LIST, { typename, orgId: orgId === undefined ? null : String(orgId) });
  const scalar = async (query: string) => (await sql<{ v: unknown }>`${sql.raw(query)}`.execute(server.database.db)).rows[0]?.v;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    [admin, orgAdmin, venueAdmin, partnerAdmin] = await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.orgAdmin, DEMO_USERS.venueAdmin, DEMO_USERS.partnerAdmin].map((email) => signedIn(server.url, email)),
    );
    secondOrg = Number(await scalar(`SELECT id AS v FROM orgs WHERE name = 'Southern Lakes Netball League'`));
  });
  afterAll(() => server.close());

  it.each(Object.keys(ORG_OF))('platform admins list every seeded %s', async (typename) => {
    const rows = await rowsOf(typename);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const { data, errors } = await list(admin, typename);
    expect(errors).toBeUndefined();
    expect(ids(data!.readminObjects)).toEqual(ids(rows));
    expect(data!.readminObjectsCount).toBe(rows.length);
    for (const o of data!.readminObjects) expect(o.readminName).not.toBe('');
  });

  it.each(ORG_READABLE)("the organisation admin lists only the first organisation's %s rows", async (typename) => {
    const rows = await rowsOf(typename);
    const mine = rows.filter((r) => r.org_id === 1);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(rows.length);
    const { data, errors } = await list(orgAdmin, typename);
    expect(errors).toBeUndefined();
    expect(ids(data!.readminObjects)).toEqual(ids(mine));
    // Under the second organisation's route there is nothing for them.
    const theirs = await list(orgAdmin, typename, secondOrg);
    expect(theirs.data).toEqual({ readminObjects: [], readminObjectsCount: 0 });
  });

  it('keeps onsen popup promos and beta features for platform admins', async () => {
    for (const typename of ['OnsenPopupPromo', 'BetaFeature'])
      for (const client of [orgAdmin, venueAdmin, partnerAdmin])
        expect((await list(client, typename)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("shows the venue admin the highlights of their venue's games only, and no other content", async () => {
    const expected = (
      await sql<{ id: number }>`SELECT e.id FROM events e JOIN games g ON g.id = e.game_id JOIN courts c ON c.id = g.court_id
        JOIN venue_admins va ON va.venue_id = c.venue_id JOIN users u ON u.id = va.user_id WHERE u.email = ${DEMO_USERS.venueAdmin}`.execute(
        server.database.db,
      )
    ).rows;
    expect(expected.length).toBeGreaterThan(0);
    const { data } = await list(venueAdmin, 'Event');
    expect(ids(data!.readminObjects)).toEqual(ids(expected));
    for (const typename of ['AdAsset', 'Incident', 'PotwEntry', 'PublicLeaguePage'])
      expect((await list(venueAdmin, typename)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await list(partnerAdmin, 'Event')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("lists a highlight's clips and a POTW entry's ratings in their tabs", async () => {
    const tab = async (typename: string, id: unknown, association: string) =>
      (
        await orgAdmin.request<{ readminObject: { readminAssociationObjects: { id: string }[] } }>(
          `{ readminObject(typename: "${typename}", id: "${id}") { readminAssociationObjects(associationName: "${association}") { id } } }`,
        )
      ).data!.readminObject.readminAssociationObjects;
    const event = await scalar('SELECT event_id AS v FROM event_videos ORDER BY id LIMIT 1');
    const clips = (await sql<{ id: number }>`SELECT id FROM event_videos WHERE event_id = ${event}`.execute(server.database.db)).rows;
    expect(clips.length).toBeGreaterThan(0);
    expect(ids(await tab('Event', event, 'videos'))).toEqual(ids(clips));
    const entry = await scalar('SELECT entry_id AS v FROM potw_ratings GROUP BY entry_id ORDER BY count(*) DESC, entry_id LIMIT 1');
    const ratings = (await sql<{ id: number }>`SELECT id FROM potw_ratings WHERE entry_id = ${entry}`.execute(server.database.db)).rows;
    expect(ratings.length).toBeGreaterThan(1);
    expect(ids(await tab('PotwEntry', entry, 'ratings'))).toEqual(ids(ratings));
  });

  describe('ad assets', () => {
    const ADD =
      'mutation($input: AddAdAssetInput!) { addAdAsset(input: $input) { id readminUrl ... on AdAsset { assetType videoOverlayPosition { x y width height } } } }';
    const UPDATE = 'mutation($input: AdAssetUpdateInput!) { adAssetUpdate(input: $input) { id ... on AdAsset { name } } }';

    it('an organisation admin adds a video overlay with its position, and a refused one says why', async () => {
      const input = {
        orgId: '1',
        name: 'Glebe Physio overlay',
        assetType: 'video_overlay',
        assetUploader: FILE,
        videoOverlayPosition: { x: 1000, y: 600, width: 240, height: 100 },
        courtIds: ['1'],
      };
      const made = await orgAdmin.request<{ addAdAsset: { id: string; readminUrl: string; videoOverlayPosition: unknown } }>(ADD, { input });
      expect(made.errors).toBeUndefined();
      expect(made.data!.addAdAsset).toMatchObject({
        readminUrl: `/readmin/ad_assets/${made.data!.addAdAsset.id}`,
        videoOverlayPosition: { x: 1000, y: 600, width: 240, height: 100 },
      });

      const outside = await orgAdmin.request(ADD, { input: { ...input, videoOverlayPosition: { x: 1200, y: 600, width: 240, height: 100 } } });
      expect(outside.errors?.[0].message).toBe('Video overlay position must lie inside the 1280x720 canvas');
      const otherOrg = await orgAdmin.request(ADD, { input: { ...input, orgId: String(secondOrg) } });
      expect(otherOrg.errors?.[0].message).toMatch(/^Organisation: no Organisation with id/);
      const banner = await orgAdmin.request(ADD, { input: { ...input, assetType: 'billboard', gameEmailBannerLink: 'https://example.com' } });
      expect(banner.errors?.[0].extensions?.problems).toEqual([
        { field: 'videoOverlayPosition', message: 'Video overlay position does not apply to this record, so it cannot be set' },
        { field: 'gameEmailBannerLink', message: 'Game email banner link does not apply to this record, so it cannot be set' },
      ]);
      const missing = await orgAdmin.request(ADD, { input: { orgId: '1', assetType: 'billboard' } });
      expect(missing.errors?.[0].message).toBe('Name is required; Asset is required');
    });

    it('edits one asset but never its type or organisation, and deletes in batches', async () => {
      const id = String(await scalar(`SELECT id AS v FROM ad_assets WHERE org_id = 1 AND asset_type = 'billboard' ORDER BY id LIMIT 1`));
      const renamed = await orgAdmin.request<{ adAssetUpdate: { name: string } }>(UPDATE, {
        input: { id, attributes: { name: 'Harbour Sports Drinks billboard 2027' } },
      });
      expect(renamed.data?.adAssetUpdate.name).toBe('Harbour Sports Drinks billboard 2027');
      const retyped = await orgAdmin.request(UPDATE, { input: { id, attributes: { assetType: 'video_overlay' } } });
      expect(retyped.errors?.[0].message).toBe('Asset type cannot be changed after creation');
      expect(await scalar(`SELECT asset_type AS v FROM ad_assets WHERE id = ${id}`)).toBe('billboard');

      const theirs = String(await scalar(`SELECT id AS v FROM ad_assets WHERE org_id = ${secondOrg} ORDER BY id LIMIT 1`));
      const refused = await orgAdmin.request('mutation($ids: [ID!]!) { adAssetsDelete(input: { ids: $ids }) { ids } }', { ids: [theirs] });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const extra = await orgAdmin.request<{ addAdAsset: { id: string } }>(ADD, {
        input: { orgId: '1', name: 'Pop-up banner', assetType: 'game_email_banner', assetUploader: FILE },
      });
      const deleted = await orgAdmin.request<{ adAssetsDelete: { ids: string[] } }>(
        'mutation($ids: [ID!]!) { adAssetsDelete(input: { ids: $ids }) { ids } }',
        {
          ids: [extra.data!.addAdAsset.id],
        },
      );
      expect(deleted.data?.adAssetsDelete.ids).toEqual([extra.data!.addAdAsset.id]);
      expect(await scalar(`SELECT count(*)::int AS v FROM ad_assets WHERE id IN (${id}, ${theirs})`)).toBe(2);
    });
  });

  it('ad presets: added and edited in a batch within the organisation, with assets of the same reach', async () => {
    const assets = (await sql<{ id: number }>`SELECT id FROM ad_assets WHERE org_id = 1 ORDER BY id LIMIT 2`.execute(server.database.db)).rows;
    const made = await orgAdmin.request<{ addAdPreset: { id: string } }>(
      'mutation($input: AddAdPresetInput!) { addAdPreset(input: $input) { id } }',
      {
        input: { orgId: '1', name: 'Finals series sponsors', adAssetIds: assets.map((a) => String(a.id)) },
      },
    );
    expect(made.errors).toBeUndefined();
    const theirs = await scalar(`SELECT id AS v FROM ad_assets WHERE org_id = ${secondOrg} ORDER BY id LIMIT 1`);
    const UPDATE = 'mutation($input: AdPresetsUpdateInput!) { adPresetsUpdate(input: $input) { id ... on AdPreset { defaultForNewLeague } } }';
    const foreign = await orgAdmin.request(UPDATE, { input: { ids: [made.data!.addAdPreset.id], attributes: { adAssetIds: [String(theirs)] } } });
    expect(foreign.errors?.[0].message).toBe(`Ad assets: no Ad Asset with id ${theirs}`);
    const updated = await orgAdmin.request<{ adPresetsUpdate: { defaultForNewLeague: boolean }[] }>(UPDATE, {
      input: { ids: [made.data!.addAdPreset.id], attributes: { defaultForNewLeague: true } },
    });
    expect(updated.data?.adPresetsUpdate).toEqual([{ id: made.data!.addAdPreset.id, defaultForNewLeague: true }]);
  });

  describe('incidents', () => {
    const ADD =
      'mutation($input: AddIncidentInput!) { addIncident(input: $input) { id readminUrl ... on Incident { incidentStartTime incidentStopTime blurGameVideo } } }';

    it('added by an organisation admin with the defaults of the spec, then noted, edited and removed', async () => {
      const game = String(await scalar('SELECT id AS v FROM games WHERE org_id = 1 ORDER BY id LIMIT 1'));
      const made = await orgAdmin.request<{ addIncident: { id: string; readminUrl: string } }>(ADD, {
        input: { gameId: game, category: 'fighting' },
      });
      expect(made.errors).toBeUndefined();
      const id = made.data!.addIncident.id;
      expect(made.data!.addIncident).toEqual({
        id,
        readminUrl: `/readmin/incidents/${id}`,
        incidentStartTime: 0,
        incidentStopTime: 30,
        blurGameVideo: true,
      });

      const note = await orgAdmin.request<{ incidentAddIncidentNote: { readminName: string } }>(
        'mutation($input: IncidentAddIncidentNoteInput!) { incidentAddIncidentNote(input: $input) { readminName } }',
        { input: { incidentId: id, category: 'note', text: 'Both players suspended for one game.' } },
      );
      expect(note.data?.incidentAddIncidentNote.readminName).toBe('Both players suspended for one game.');
      const notes = await orgAdmin.request<{ readminObject: { readminAssociationObjects: { readminName: string }[] } }>(
        `{ readminObject(typename: "Incident", id: "${id}") { readminAssociationObjects(associationName: "notes") { readminName } } }`,
      );
      expect(notes.data?.readminObject.readminAssociationObjects).toEqual([{ readminName: 'Both players suspended for one game.' }]);
      const badNote = await orgAdmin.request('mutation($input: IncidentAddIncidentNoteInput!) { incidentAddIncidentNote(input: $input) { id } }', {
        input: { incidentId: id, category: 'memo', text: 'x' },
      });
      expect(badNote.errors?.[0].message).toMatch(/^Category must be one of/);

      const UPDATE = 'mutation($input: IncidentUpdateInput!) { incidentUpdate(input: $input) { id ... on Incident { incidentStopTime } } }';
      const otherGame = String(await scalar('SELECT id AS v FROM games WHERE org_id = 1 ORDER BY id DESC LIMIT 1'));
      const moved = await orgAdmin.request(UPDATE, { input: { id, attributes: { gameId: otherGame } } });
      expect(moved.errors?.[0].message).toBe('Game cannot be changed after creation');
      const tooShort = await orgAdmin.request(UPDATE, { input: { id, attributes: { incidentStopTime: 3 } } });
      expect(tooShort.errors?.[0].message).toBe('Stop must be at least 5');
      const longer = await orgAdmin.request<{ incidentUpdate: { incidentStopTime: number } }>(UPDATE, {
        input: { id, attributes: { incidentStopTime: 95 } },
      });
      expect(longer.data?.incidentUpdate.incidentStopTime).toBe(95);

      const removed = await orgAdmin.request<{ incidentsRemove: { ids: string[] } }>(
        'mutation($ids: [ID!]!) { incidentsRemove(input: { ids: $ids }) { ids } }',
        {
          ids: [id],
        },
      );
      expect(removed.data?.incidentsRemove.ids).toEqual([id]);
      expect(await scalar(`SELECT count(*)::int AS v FROM incident_notes WHERE incident_id = ${id}`)).toBe(0);
    });

    it("keeps the stop within the game video's length when it is known (the videoRange input)", async () => {
      const { game, duration } = (
        await sql<{ game: number; duration: number }>`SELECT g.id AS game, v.duration_seconds AS duration FROM games g
          JOIN videos v ON v.game_id = g.id WHERE g.org_id = 1 AND v.duration_seconds > 600 ORDER BY g.id LIMIT 1`.execute(server.database.db)
      ).rows[0];
      const tooLong = `Stop must be at most ${formatDuration(duration)}, the length of the game's video`;
      const past = await orgAdmin.request(ADD, {
        input: { gameId: String(game), category: 'injury', incidentStartTime: duration - 10, incidentStopTime: duration + 5 },
      });
      expect(past.errors?.[0].extensions?.problems).toEqual([{ field: 'incidentStopTime', message: tooLong }]);
      const made = await orgAdmin.request<{ addIncident: { id: string; incidentStopTime: number } }>(ADD, {
        input: { gameId: String(game), category: 'injury', incidentStartTime: duration - 30, incidentStopTime: duration },
      });
      expect(made.data?.addIncident.incidentStopTime).toBe(duration);
      const id = made.data!.addIncident.id;

      const UPDATE = 'mutation($input: IncidentUpdateInput!) { incidentUpdate(input: $input) { id ... on Incident { incidentStopTime } } }';
      const later = await orgAdmin.request(UPDATE, { input: { id, attributes: { incidentStopTime: duration + 1 } } });
      expect(later.errors?.[0].message).toBe(tooLong);
      // The game is re-cut shorter: a write that leaves the stop alone still goes through, moving the stop does not.
      await sql`UPDATE videos SET duration_seconds = ${duration - 20} WHERE game_id = ${game}`.execute(server.database.db);
      try {
        const described = await orgAdmin.request(UPDATE, { input: { id, attributes: { description: 'Re-cut since.' } } });
        expect(described.errors).toBeUndefined();
        const moved = await orgAdmin.request(UPDATE, { input: { id, attributes: { incidentStopTime: duration - 1 } } });
        expect(moved.errors?.[0].message).toBe(`Stop must be at most ${formatDuration(duration - 20)}, the length of the game's video`);
        // A video whose length is unknown bounds nothing.
        await sql`UPDATE videos SET duration_seconds = NULL WHERE game_id = ${game}`.execute(server.database.db);
        const unknown = await orgAdmin.request(UPDATE, { input: { id, attributes: { incidentStopTime: duration + 100 } } });
        expect(unknown.errors).toBeUndefined();
      } finally {
        await sql`UPDATE videos SET duration_seconds = ${duration} WHERE game_id = ${game}`.execute(server.database.db);
      }

      // A game without a video: only the checks across the two fields hold.
      const unfilmed = await scalar(
        'SELECT g.id AS v FROM games g WHERE g.org_id = 1 AND NOT EXISTS (SELECT 1 FROM videos v WHERE v.game_id = g.id) LIMIT 1',
      );
      const free = await orgAdmin.request(ADD, {
        input: { gameId: String(unfilmed), category: 'other', incidentStartTime: 99_000, incidentStopTime: 99_300 },
      });
      expect(free.errors).toBeUndefined();
    });

    it("refuses an incident on, or a note to, the second organisation's records", async () => {
      const game = String(await scalar(`SELECT id AS v FROM games WHERE org_id = ${secondOrg} ORDER BY id LIMIT 1`));
      const res = await orgAdmin.request(ADD, { input: { gameId: game, category: 'injury' } });
      expect(res.errors?.[0].message).toBe(`Game: no Game with id ${game}`);
      const incident = String(
        await scalar(`SELECT i.id AS v FROM incidents i JOIN games g ON g.id = i.game_id WHERE g.org_id = ${secondOrg} LIMIT 1`),
      );
      const note = await orgAdmin.request('mutation($input: IncidentAddIncidentNoteInput!) { incidentAddIncidentNote(input: $input) { id } }', {
        input: { incidentId: incident, category: 'note', text: 'Not mine' },
      });
      expect(note.errors?.[0].message).toBe(`Incident: no Incident with id ${incident}`);
    });
  });

  it('Plays of the Week: entries and ratings are removed within the organisation, ratings with their entry', async () => {
    const entry = Number(
      await scalar(`SELECT e.id AS v FROM potw_entries e JOIN potw_competitions c ON c.id = e.competition_id
        WHERE c.org_id = 1 AND EXISTS (SELECT 1 FROM potw_ratings r WHERE r.entry_id = e.id) ORDER BY e.id LIMIT 1`),
    );
    const theirRating = await scalar(`SELECT r.id AS v FROM potw_ratings r JOIN potw_entries e ON e.id = r.entry_id
      JOIN potw_competitions c ON c.id = e.competition_id WHERE c.org_id = ${secondOrg} LIMIT 1`);
    const refused = await orgAdmin.request('mutation($ids: [ID!]!) { potwRatingsRemove(input: { ids: $ids }) { ids } }', {
      ids: [String(theirRating)],
    });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const rating = String(await scalar(`SELECT id AS v FROM potw_ratings WHERE entry_id = ${entry} ORDER BY id LIMIT 1`));
    const one = await orgAdmin.request<{ potwRatingsRemove: { ids: string[] } }>(
      'mutation($ids: [ID!]!) { potwRatingsRemove(input: { ids: $ids }) { ids } }',
      {
        ids: [rating],
      },
    );
    expect(one.data?.potwRatingsRemove.ids).toEqual([rating]);
    const entries = await orgAdmin.request<{ potwEntriesRemove: { ids: string[] } }>(
      'mutation($ids: [ID!]!) { potwEntriesRemove(input: { ids: $ids }) { ids } }',
      {
        ids: [String(entry)],
      },
    );
    expect(entries.data?.potwEntriesRemove.ids).toEqual([String(entry)]);
    expect(await scalar(`SELECT count(*)::int AS v FROM potw_ratings WHERE entry_id = ${entry}`)).toBe(0);
    // Competitions are read-only: no mutation adds one.
    expect((await admin.request('mutation { addPotwCompetition(input: {}) { id } }')).errors?.[0].message).toMatch(/addPotwCompetition/);
  });

  it('public league pages: a slug of lowercase letters, digits and hyphens, unique; Disabled when off', async () => {
    const ADD = 'mutation($input: AddPublicLeaguePageInput!) { addPublicLeaguePage(input: $input) { id } }';
    const input = { orgId: '1', leagueId: '1', title: "Men's Division 1 finals", slug: 'mens-div-1-finals' };
    const bad = await orgAdmin.request(ADD, { input: { ...input, slug: 'Mens Div 1!' } });
    expect(bad.errors?.[0].message).toBe('Slug may contain lowercase letters, digits and hyphens only');
    const made = await orgAdmin.request<{ addPublicLeaguePage: { id: string } }>(ADD, { input });
    expect(made.errors).toBeUndefined();
    const again = await orgAdmin.request(ADD, { input: { ...input, title: 'Copy' } });
    expect(again.errors?.[0].message).toBe('Slug is already taken');
    const off = await orgAdmin.request<{ publicLeaguePagesUpdate: { readminLabels: { content: string }[] }[] }>(
      'mutation($input: PublicLeaguePagesUpdateInput!) { publicLeaguePagesUpdate(input: $input) { readminLabels { content } } }',
      { input: { ids: [made.data!.addPublicLeaguePage.id], attributes: { enabled: false } } },
    );
    expect(off.data?.publicLeaguePagesUpdate).toEqual([{ readminLabels: [{ content: 'Disabled' }] }]);
  });

  it('onsen popup promos are managed by platform admins only; beta features are read-only', async () => {
    const ADD_PROMO = 'mutation($input: AddOnsenPopupPromoInput!) { addOnsenPopupPromo(input: $input) { id readminName } }';
    const promo = await admin.request<{ addOnsenPopupPromo: { id: string; readminName: string } }>(ADD_PROMO, {
      input: { orgId: '1', assetUploader: FILE },
    });
    expect(promo.data?.addOnsenPopupPromo.readminName).toBe('Harbour City Basketball Association promo');
    expect((await orgAdmin.request(ADD_PROMO, { input: { orgId: '1', assetUploader: FILE } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await admin.request(ADD_PROMO, { input: { orgId: '1' } })).errors?.[0].message).toBe('Image is required');

    // The spec names no beta feature dialogs, so the API has no mutation for them.
    expect((await admin.request('mutation { addBetaFeature(input: {}) { id } }')).errors?.[0].message).toMatch(/addBetaFeature/);
  });
});
