import type { Db } from '../../db/database.ts';
import { insertRow, idWhere } from '../demoInserts.ts';
import { hashSecretToken } from '../../auth/secretTokens.ts';
import { demoAt, demoDay } from '../demoCalendar.ts';

/** The demo secrets of the seeded API credentials (only their SHA-256 is stored); a key is `<clientId>.<secret>`. */
export const DEMO_API_SECRETS = {
  courtSideProduction: 'csd-production-7d41c0b9e2f84a6f9b13d5c8a0e7f2b4',
  courtSideStaging: 'csd-staging-52a8e1f0c3d94b7e8f6a2c1d9e0b3a75',
  leagueLinkFeed: 'll-fixture-feed-9c3e7a1b5d2f4e6a8b0c1d3e5f7a9b2c',
} as const;

/** The demo's working API key: CourtSide Data's production credential (README, partner API). */
export const DEMO_API_KEY = `csd_prod_4f9a2c71.${DEMO_API_SECRETS.courtSideProduction}`;

const at = (iso: string) => demoAt(iso);

/**
 * What the two seeded API partners have sent: CourtSide Data feeds Harbour City Basketball Association
 * (fixtures, results to GameDay), League Link feeds Southern Lakes Netball League through PlayHQ.
 * Runs inside seedDemoData's transaction, after the organisations, teams, people and games exist.
 */
export const seedApi = async (db: Db): Promise<void> => {
  const courtSide = await idWhere(db, 'api_partners', 'name', 'CourtSide Data');
  const leagueLink = await idWhere(db, 'api_partners', 'name', 'League Link');
  const harbour = await idWhere(db, 'orgs', 'name', 'Harbour City Basketball Association');
  const lakes = await idWhere(db, 'orgs', 'name', 'Southern Lakes Netball League');

  const credentials = {
    production: await insertRow(db, 'api_credentials', {
      api_partner_id: courtSide,
      name: 'Production sync',
      client_id: 'csd_prod_4f9a2c71',
      secret_hash: hashSecretToken(DEMO_API_SECRETS.courtSideProduction),
      enabled: true,
      last_used_at: at('2026-09-14T09:12:00Z'),
    }),
    staging: await insertRow(db, 'api_credentials', {
      api_partner_id: courtSide,
      name: 'Staging (retired)',
      client_id: 'csd_stage_81b0de33',
      secret_hash: hashSecretToken(DEMO_API_SECRETS.courtSideStaging),
      enabled: false,
      last_used_at: at('2026-06-30T23:40:00Z'),
    }),
    feed: await insertRow(db, 'api_credentials', {
      api_partner_id: leagueLink,
      name: 'Fixture feed',
      client_id: 'll_feed_2c6e90aa',
      secret_hash: hashSecretToken(DEMO_API_SECRETS.leagueLinkFeed),
      enabled: true,
      expires_at: at('2027-06-30T12:00:00Z'),
      last_used_at: at('2026-09-15T06:05:00Z'),
    }),
  };

  const imported = at('2026-08-25T20:00:00Z');
  const apiOrgs = {
    harbour: await insertRow(db, 'api_organisations', {
      api_partner_id: courtSide,
      external_id: 'HCBA-001',
      name: 'Harbour City Basketball Association',
      org_id: harbour,
      active: true,
      imported_at: imported,
    }),
    innerWest: await insertRow(db, 'api_organisations', {
      api_partner_id: courtSide,
      external_id: 'IWBC-214',
      name: 'Inner West Basketball Club',
      active: false,
    }),
    lakes: await insertRow(db, 'api_organisations', {
      api_partner_id: leagueLink,
      external_id: 'phq-org-5e2b1c',
      name: 'Southern Lakes Netball League',
      org_id: lakes,
      active: true,
      imported_at: imported,
    }),
  };

  const apiCourt = (api_organisation_id: number, external_id: string, name: string, venue_name: string) =>
    insertRow(db, 'api_courts', { api_organisation_id, external_id, name, venue_name });
  const apiCourts = {
    dhsc1: await apiCourt(apiOrgs.harbour, 'HCBA-CRT-11', 'DHSC Court 1', 'Darling Harbour Sports Centre'),
    dhsc2: await apiCourt(apiOrgs.harbour, 'HCBA-CRT-12', 'DHSC Court 2', 'Darling Harbour Sports Centre'),
    bondi1: await apiCourt(apiOrgs.harbour, 'HCBA-CRT-21', 'Bondi Court 1', 'Bondi Community Courts'),
    leichhardt: await apiCourt(apiOrgs.innerWest, 'IWBC-CRT-A', 'Leichhardt Park Court A', 'Leichhardt Park Aquatic Centre'),
    lakeside1: await apiCourt(apiOrgs.lakes, 'phq-crt-90a1', 'Lakeside Court 1', 'Lakeside Stadium'),
    qec1: await apiCourt(apiOrgs.lakes, 'phq-crt-90b4', 'QEC Court 1', 'Queenstown Events Centre'),
  };

  const competitions = {
    harbour: await insertRow(db, 'api_competitions', {
      api_organisation_id: apiOrgs.harbour,
      external_id: 'HCBA-COMP-2026W',
      name: 'Harbour City Senior Championship 2026',
      season: 'Winter 2026',
      start_date: demoDay('2026-08-01'),
      end_date: demoDay('2026-11-28'),
      competition_id: await idWhere(db, 'competitions', 'name', 'Harbour City Senior Championship'),
    }),
    lakes: await insertRow(db, 'api_competitions', {
      api_organisation_id: apiOrgs.lakes,
      external_id: 'phq-comp-77f3',
      name: 'Southern Lakes Premier 2026',
      season: '2026',
      start_date: demoDay('2026-08-15'),
      end_date: demoDay('2026-12-05'),
      competition_id: await idWhere(db, 'competitions', 'name', 'Southern Lakes Premier'),
    }),
  };

  const grade = async (api_competition_id: number, external_id: string, name: string) =>
    insertRow(db, 'api_grades', { api_competition_id, external_id, name, league_id: await idWhere(db, 'leagues', 'name', name) });
  const grades = {
    men: await grade(competitions.harbour, 'HCBA-GR-M1', "Men's Division 1"),
    women: await grade(competitions.harbour, 'HCBA-GR-W1', "Women's Division 1"),
    premier: await grade(competitions.lakes, 'phq-grade-01', 'Premier Grade'),
  };

  const team = async (api_organisation_id: number, api_grade_id: number, external_id: string, name: string) =>
    insertRow(db, 'api_teams', { api_organisation_id, api_grade_id, external_id, name, team_id: await idWhere(db, 'teams', 'name', name) });
  const teams = {
    pelicans: await team(apiOrgs.harbour, grades.men, 'HCBA-T-101', 'Pyrmont Pelicans'),
    rockets: await team(apiOrgs.harbour, grades.men, 'HCBA-T-105', 'Redfern Rockets'),
    giants: await team(apiOrgs.harbour, grades.women, 'HCBA-T-202', 'Glebe Giants'),
    tigers: await team(apiOrgs.harbour, grades.women, 'HCBA-T-206', 'Balmain Tigers'),
    waves: await team(apiOrgs.lakes, grades.premier, 'phq-team-a1', 'Wakatipu Waves'),
    arrows: await team(apiOrgs.lakes, grades.premier, 'phq-team-a3', 'Arrowtown Arrows'),
  };

  // Profiles: most were imported as people of the organisation the partner feeds; some not yet.
  const people = async (org: number, limit: number) =>
    await db
      .selectFrom('people')
      .select(['id', 'first_name', 'last_name', 'email', 'birthdate'])
      .where('org_id', '=', org)
      .orderBy('id')
      .limit(limit)
      .execute();
  const profile = (partner: number, externalId: string, p: Record<string, unknown>, personId: number | null) =>
    insertRow(db, 'api_profiles', {
      api_partner_id: partner,
      external_id: externalId,
      first_name: p.first_name,
      last_name: p.last_name,
      email: p.email,
      birthdate: p.birthdate,
      person_id: personId,
      imported_at: personId ? imported : null,
    });
  const harbourProfiles: number[] = [];
  for (const [i, p] of (await people(harbour, 5)).entries()) harbourProfiles.push(await profile(courtSide, `HCBA-P-${3001 + i}`, p, p.id as number));
  harbourProfiles.push(
    await profile(
      courtSide,
      'HCBA-P-3090',
      { first_name: 'Kai', last_name: 'Fonoti', email: 'kai.fonoti@example.org', birthdate: '2001-03-09' },
      null,
    ),
  );
  const lakesProfiles: number[] = [];
  for (const [i, p] of (await people(lakes, 3)).entries()) lakesProfiles.push(await profile(leagueLink, `phq-prf-${8101 + i}`, p, p.id as number));
  lakesProfiles.push(
    await profile(leagueLink, 'phq-prf-8190', { first_name: 'Aroha', last_name: 'Whaanga', email: null, birthdate: '2004-11-21' }, null),
  );

  const gameBetween = async (home: string, away: string) =>
    (
      await db
        .selectFrom('games')
        .select('games.id')
        .innerJoin('teams as h', 'h.id', 'games.home_team_id')
        .innerJoin('teams as a', 'a.id', 'games.away_team_id')
        .where('h.name', '=', home)
        .where('a.name', '=', away)
        .orderBy('games.played_at')
        .executeTakeFirst()
    )?.id as number | undefined;

  const schedule = (values: Record<string, unknown>) => insertRow(db, 'api_game_schedules', values);
  const schedules = {
    pelicansRockets: await schedule({
      api_organisation_id: apiOrgs.harbour,
      external_id: 'HCBA-FX-5001',
      api_competition_id: competitions.harbour,
      api_grade_id: grades.men,
      api_court_id: apiCourts.dhsc1,
      home_api_team_id: teams.pelicans,
      away_api_team_id: teams.rockets,
      round_name: 'Round 1',
      starts_at: at('2026-09-01T08:00:00Z'),
      status: 'completed',
      home_score: 78,
      away_score: 71,
      game_id: (await gameBetween('Pyrmont Pelicans', 'Redfern Rockets')) ?? null,
    }),
    rocketsPelicans: await schedule({
      api_organisation_id: apiOrgs.harbour,
      external_id: 'HCBA-FX-5014',
      api_competition_id: competitions.harbour,
      api_grade_id: grades.men,
      api_court_id: apiCourts.bondi1,
      home_api_team_id: teams.rockets,
      away_api_team_id: teams.pelicans,
      round_name: 'Round 8',
      starts_at: at('2026-10-20T09:00:00Z'),
      status: 'scheduled',
    }),
    giantsTigers: await schedule({
      api_organisation_id: apiOrgs.harbour,
      external_id: 'HCBA-FX-5102',
      api_competition_id: competitions.harbour,
      api_grade_id: grades.women,
      api_court_id: apiCourts.dhsc2,
      home_api_team_id: teams.giants,
      away_api_team_id: teams.tigers,
      round_name: 'Round 3',
      starts_at: at('2026-09-16T10:00:00Z'),
      status: 'postponed',
    }),
    tigersGiants: await schedule({
      api_organisation_id: apiOrgs.harbour,
      external_id: 'HCBA-FX-5109',
      api_competition_id: competitions.harbour,
      api_grade_id: grades.women,
      api_court_id: apiCourts.dhsc2,
      home_api_team_id: teams.tigers,
      away_api_team_id: teams.giants,
      round_name: 'Round 4',
      starts_at: at('2026-09-23T10:00:00Z'),
      status: 'cancelled',
    }),
    wavesArrows: await schedule({
      api_organisation_id: apiOrgs.lakes,
      external_id: 'phq-fx-30017',
      api_competition_id: competitions.lakes,
      api_grade_id: grades.premier,
      api_court_id: apiCourts.lakeside1,
      home_api_team_id: teams.waves,
      away_api_team_id: teams.arrows,
      round_name: 'Round 1',
      starts_at: at('2026-09-01T06:00:00Z'),
      status: 'completed',
      home_score: 52,
      away_score: 47,
      game_id: (await gameBetween('Wakatipu Waves', 'Arrowtown Arrows')) ?? null,
    }),
    arrowsWaves: await schedule({
      api_organisation_id: apiOrgs.lakes,
      external_id: 'phq-fx-30024',
      api_competition_id: competitions.lakes,
      api_grade_id: grades.premier,
      api_court_id: apiCourts.qec1,
      home_api_team_id: teams.arrows,
      away_api_team_id: teams.waves,
      round_name: 'Round 2',
      starts_at: at('2026-09-08T06:00:00Z'),
      status: 'in_progress',
      home_score: 21,
      away_score: 24,
    }),
  };

  // Rosters: the season roster of each team, and the Pelicans' sheet for their round 1 game.
  const roster = (
    api_team_id: number,
    api_profile_id: number,
    role: string,
    player_number: string | null,
    api_game_schedule_id: number | null = null,
  ) => insertRow(db, 'api_roster_entries', { api_team_id, api_profile_id, role, player_number, api_game_schedule_id });
  await roster(teams.pelicans, harbourProfiles[0], 'player', '4');
  await roster(teams.pelicans, harbourProfiles[1], 'player', '11');
  await roster(teams.pelicans, harbourProfiles[2], 'coach', null);
  await roster(teams.pelicans, harbourProfiles[0], 'player', '4', schedules.pelicansRockets);
  await roster(teams.rockets, harbourProfiles[3], 'player', '23');
  await roster(teams.rockets, harbourProfiles[5], 'player', '0');
  await roster(teams.giants, harbourProfiles[4], 'team_manager', null);
  await roster(teams.waves, lakesProfiles[0], 'player', '7');
  await roster(teams.waves, lakesProfiles[1], 'player', '12');
  await roster(teams.arrows, lakesProfiles[2], 'player', '3');
  await roster(teams.arrows, lakesProfiles[3], 'coach', null);

  // GameDay: the Harbour fixtures are matched to GameDay matches, and results are sent back.
  const match = (api_game_schedule_id: number, values: Record<string, unknown>) =>
    insertRow(db, 'game_day_matches', { api_game_schedule_id, gd_association_id: '4417', ...values });
  await match(schedules.pelicansRockets, {
    gd_match_id: '112233401',
    round_name: 'Round 1',
    match_status: 'Final',
    home_score: 78,
    away_score: 71,
    fetched_at: at('2026-09-01T11:00:00Z'),
  });
  await match(schedules.rocketsPelicans, {
    gd_match_id: '112233488',
    round_name: 'Round 8',
    match_status: 'Scheduled',
    fetched_at: at('2026-09-14T20:00:00Z'),
  });
  await match(schedules.giantsTigers, {
    gd_match_id: '112233512',
    round_name: 'Round 3',
    match_status: 'Postponed',
    fetched_at: at('2026-09-15T02:30:00Z'),
  });

  const submission = (api_game_schedule_id: number, values: Record<string, unknown>) =>
    insertRow(db, 'game_day_submissions', { api_game_schedule_id, ...values });
  await submission(schedules.pelicansRockets, {
    state: 'failed',
    home_score: 78,
    away_score: 71,
    submitted_at: at('2026-09-01T10:05:00Z'),
    response_status: 422,
    response_body: '{"error":"Match 112233401 is not yet open for results"}',
    error_message: 'GameDay refused the result: the match is not yet open for results.',
  });
  await submission(schedules.pelicansRockets, {
    state: 'submitted',
    home_score: 78,
    away_score: 71,
    submitted_at: at('2026-09-01T10:35:00Z'),
    response_status: 200,
    response_body: '{"status":"ok","matchId":112233401}',
  });
  await submission(schedules.giantsTigers, { state: 'pending' });
  // Southern Lakes also mirrors its premier fixtures to its GameDay association.
  await match(schedules.wavesArrows, {
    gd_match_id: '208871003',
    gd_association_id: '5120',
    round_name: 'Round 1',
    match_status: 'Final',
    home_score: 52,
    away_score: 47,
    fetched_at: at('2026-09-01T09:00:00Z'),
  });
  await submission(schedules.wavesArrows, { state: 'pending', home_score: 52, away_score: 47 });

  // PlayHQ: the Southern Lakes fixtures are kept current by PlayHQ's callbacks.
  const callback = (api_game_schedule_id: number, values: Record<string, unknown>) =>
    insertRow(db, 'play_hq_game_callbacks', { api_game_schedule_id, ...values });
  await callback(schedules.wavesArrows, {
    event: 'fixture_updated',
    received_at: at('2026-08-30T03:10:00Z'),
    state: 'processed',
    processed_at: at('2026-08-30T03:10:02Z'),
    payload: JSON.stringify({ fixtureId: 'phq-fx-30017', court: 'phq-crt-90a1', startTime: '2026-09-01T06:00:00Z' }),
  });
  await callback(schedules.wavesArrows, {
    event: 'result_confirmed',
    received_at: at('2026-09-01T08:02:00Z'),
    state: 'processed',
    processed_at: at('2026-09-01T08:02:01Z'),
    payload: JSON.stringify({ fixtureId: 'phq-fx-30017', home: 52, away: 47 }),
  });
  await callback(schedules.arrowsWaves, {
    event: 'game_rescheduled',
    received_at: at('2026-09-05T22:45:00Z'),
    state: 'failed',
    payload: JSON.stringify({ fixtureId: 'phq-fx-30024', court: 'phq-crt-unknown' }),
    error_message: "Unknown court 'phq-crt-unknown'",
  });
  await callback(schedules.arrowsWaves, {
    event: 'fixture_updated',
    received_at: at('2026-09-08T05:58:00Z'),
    state: 'received',
    payload: JSON.stringify({ fixtureId: 'phq-fx-30024', status: 'live' }),
  });

  // Harbour City's PlayHQ organisation has the API off, so PlayHQ's notices about its fixtures are ignored.
  await callback(schedules.rocketsPelicans, {
    event: 'game_rescheduled',
    received_at: at('2026-09-12T00:20:00Z'),
    state: 'ignored',
    processed_at: at('2026-09-12T00:20:01Z'),
    payload: JSON.stringify({ fixtureId: 'HCBA-FX-5014', startTime: '2026-10-20T09:00:00Z' }),
  });

  const playHq = (values: Record<string, unknown>) => insertRow(db, 'play_hq_organisations', values);
  await playHq({
    api_partner_id: leagueLink,
    play_hq_id: '5e2b1c44-7a0d-4c55-9f1e-2b7c9d3a8e61',
    name: 'Southern Lakes Netball League',
    org_id: lakes,
    api_enabled: true,
  });
  await playHq({
    api_partner_id: leagueLink,
    play_hq_id: 'a91f03d2-6c4b-4e8a-b2d7-0f5e1c9a7b34',
    name: 'Central Otago Netball Centre',
    api_enabled: false,
  });
  await playHq({
    api_partner_id: courtSide,
    play_hq_id: '3c7d9e10-2f4a-4b6c-8d1e-5a9b0c7f2e83',
    name: 'Harbour City Basketball Association',
    org_id: harbour,
    api_enabled: false,
  });

  const request = (values: Record<string, unknown>) => insertRow(db, 'api_graphql_requests', values);
  await request({
    api_partner_id: courtSide,
    api_credential_id: credentials.production,
    requested_at: at('2026-09-14T09:12:00Z'),
    operation_name: 'Fixtures',
    query: 'query Fixtures($from: String!) { gameSchedules(from: $from) { id externalId startsAt } }',
    variables: JSON.stringify({ from: '2026-09-14' }),
    response_status: 200,
    duration_ms: 84,
    ip_address: '203.0.113.24',
  });
  await request({
    api_partner_id: courtSide,
    api_credential_id: credentials.production,
    requested_at: at('2026-09-01T10:34:00Z'),
    operation_name: 'SubmitResult',
    query: 'mutation SubmitResult($input: SubmitResultInput!) { submitResult(input: $input) { id status } }',
    variables: JSON.stringify({ input: { externalId: 'HCBA-FX-5001', homeScore: 78, awayScore: 71 } }),
    response_status: 200,
    duration_ms: 231,
    ip_address: '203.0.113.24',
  });
  await request({
    api_partner_id: courtSide,
    api_credential_id: credentials.staging,
    requested_at: at('2026-07-02T01:15:00Z'),
    operation_name: 'Teams',
    query: 'query Teams { teams { id name } }',
    response_status: 401,
    error_message: 'Credential csd_stage_81b0de33 is disabled',
    duration_ms: 6,
    ip_address: '198.51.100.7',
  });
  await request({
    api_partner_id: courtSide,
    requested_at: at('2026-09-10T04:00:00Z'),
    query: '{ organisations { id name } }',
    response_status: 400,
    error_message: 'Cannot query field "organisations" on type "Query". Did you mean "organisation"?',
    duration_ms: 3,
    ip_address: '203.0.113.24',
  });
  await request({
    api_partner_id: leagueLink,
    api_credential_id: credentials.feed,
    requested_at: at('2026-09-15T06:05:00Z'),
    operation_name: 'UpsertFixtures',
    query: 'mutation UpsertFixtures($input: UpsertFixturesInput!) { upsertFixtures(input: $input) { count } }',
    variables: JSON.stringify({ input: { fixtures: [{ externalId: 'phq-fx-30024' }] } }),
    response_status: 200,
    duration_ms: 142,
    ip_address: '192.0.2.81',
  });
};
