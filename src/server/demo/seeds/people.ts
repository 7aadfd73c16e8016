import { randomBytes } from 'node:crypto';
import { hashSecretToken } from '../../auth/secretTokens.ts';
import type { Db } from '../../db/database.ts';
import type { TypedDb } from '../../../generated/database.ts';
import { demoAt, demoMonth, demoUtc } from '../demoCalendar.ts';

const HOUR = 3_600_000;

interface OrgWorld {
  id: number;
  teams: { id: number; name: string; league: number }[];
  people: { id: number; first_name: string; last_name: string | null; email: string | null; is_referee: boolean }[];
  leagues: { id: number; name: string }[];
  courts: { id: number; name: string }[];
  games: {
    id: number;
    league_id: number;
    court_id: number;
    home_team_id: number;
    away_team_id: number;
    played_at: Date;
    completed_at: Date | null;
  }[];
  homeScores: Map<number, [number, number]>;
}

/** What the demo data of seed.ts made for one organisation, read back in id order. */
const loadOrg = async (db: TypedDb, id: number): Promise<OrgWorld> => {
  const teams = await db.selectFrom('teams').select(['id', 'name', 'league_ids']).where('org_id', '=', id).orderBy('id').execute();
  const people = await db
    .selectFrom('people')
    .select(['id', 'first_name', 'last_name', 'email', 'is_referee'])
    .where('org_id', '=', id)
    .orderBy('id')
    .execute();
  const leagues = await db.selectFrom('leagues').select(['id', 'name']).where('org_id', '=', id).orderBy('id').execute();
  const courts = await db.selectFrom('courts').select(['id', 'name']).where('org_id', '=', id).orderBy('id').execute();
  const games = await db
    .selectFrom('games')
    .select(['id', 'league_id', 'court_id', 'home_team_id', 'away_team_id', 'played_at', 'completed_at', 'home_score', 'away_score'])
    .where('org_id', '=', id)
    .orderBy('id')
    .execute();
  return {
    id,
    teams: teams.map((t) => ({ id: t.id, name: t.name, league: t.league_ids[0] })),
    people,
    leagues,
    courts,
    games,
    homeScores: new Map(games.map((g) => [g.id, [g.home_score ?? 0, g.away_score ?? 0]])),
  };
};

/** The teams of the organisation's first league: the ones with rosters, registrations and leaderboards. */
const firstLeagueTeams = (world: OrgWorld) => world.teams.filter((t) => t.league === world.leagues[0].id);

/** A coach then three players for each first-league team, from the people who are neither referees nor the demo parent. */
const rosterOf = (world: OrgWorld, teamIndex: number) => {
  const players = world.people.slice(0, -1).filter((p) => !p.is_referee);
  const teams = firstLeagueTeams(world).length;
  return players.filter((_, i) => i % teams === teamIndex).slice(0, 4);
};

/** A user account for a person (no password yet: the welcome email's link sets one). */
const portalUser = async (db: TypedDb, person: OrgWorld['people'][number]) => {
  const name = [person.first_name, person.last_name ?? '']
    .join('.')
    .toLowerCase()
    .replace(/[^a-z.]+/g, '');
  const { id } = await db
    .insertInto('users')
    .values({
      email: `${name}.${person.id}@players.example.com`,
      admin: false,
      unsubscribed_notifications: false,
      unsubscribed_competitions: false,
      unsubscribed_marketing: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('people').set({ user_id: id }).where('id', '=', person.id).execute();
};

/** Rosters, game roles, league members and supporters of each organisation's people. */
const seedMemberships = async (db: TypedDb, world: OrgWorld) => {
  for (const [ti, team] of firstLeagueTeams(world).entries()) {
    const [coach, ...players] = rosterOf(world, ti);
    if (coach) await db.insertInto('team_members').values({ team_id: team.id, person_id: coach.id, role: 'coach', player_number: null }).execute();
    for (const [pi, p] of players.entries())
      await db
        .insertInto('team_members')
        .values({ team_id: team.id, person_id: p.id, role: 'player', player_number: [4, 7, 11, 23, 32][pi % 5] })
        .execute();
  }
  const referees = world.people.filter((p) => p.is_referee);
  // A parent follows a player: the supporter of the first team's players is the last person of the organisation.
  const parent = world.people.at(-1)!;
  await db
    .insertInto('team_members')
    .values({ team_id: firstLeagueTeams(world)[0].id, person_id: parent.id, role: 'supporter', player_number: null })
    .execute();
  for (const p of rosterOf(world, 0).slice(1, 4))
    await db.insertInto('person_supporters').values({ person_id: p.id, supporter_id: parent.id }).execute();
  // The parent and the first team's first player sign in to the player portal, which shows their teams and games.
  for (const person of [parent, rosterOf(world, 0)[1]].filter(Boolean)) await portalUser(db, person);

  for (const [li, league] of world.leagues.entries()) {
    const official = referees[li % referees.length];
    if (official) await db.insertInto('league_members').values({ league_id: league.id, person_id: official.id, role: 'official' }).execute();
  }
  await db.insertInto('league_members').values({ league_id: world.leagues[0].id, person_id: parent.id, role: 'supporter' }).execute();

  // The first two completed games of each organisation have a referee and the rostered players of both teams.
  for (const game of world.games.filter((g) => g.completed_at).slice(0, 2)) {
    const referee = referees[game.id % referees.length];
    if (referee)
      await db.insertInto('game_people').values({ game_id: game.id, role: 'referee', team_id: null, person_id: referee.id, notify: true }).execute();
    for (const teamId of [game.home_team_id, game.away_team_id]) {
      const members = await db
        .selectFrom('team_members')
        .select(['person_id', 'role', 'player_number'])
        .where('team_id', '=', teamId)
        .where('role', 'in', ['player', 'coach'])
        .orderBy('id')
        .limit(3)
        .execute();
      for (const m of members)
        await db
          .insertInto('game_people')
          .values({
            game_id: game.id,
            role: m.role,
            team_id: teamId,
            person_id: m.person_id,
            player_number: m.player_number,
            notify: m.role === 'player',
          })
          .execute();
    }
  }
};

/** The schedule a game was played (or is to be played) under, linked from the game. */
const scheduleGame = async (db: TypedDb, world: OrgWorld, g: OrgWorld['games'][number], flags: { cancelled?: boolean; external?: boolean } = {}) => {
  const duration = 5400;
  const { id } = await db
    .insertInto('game_schedules')
    .values({
      org_id: world.id,
      court_id: g.court_id,
      league_id: g.league_id,
      home_team_id: g.home_team_id,
      away_team_id: g.away_team_id,
      scheduled_at: g.played_at,
      duration_seconds: duration,
      cancelled: flags.cancelled ?? false,
      external: flags.external ?? false,
      finish_at: new Date(g.played_at.getTime() + duration * 1000),
      missing_games: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('games').set({ game_schedule_id: id }).where('id', '=', g.id).execute();
};

/** The evening whose footage no game was cut from yet, on each organisation's first played court (Add Game Manually). */
export const FREE_FOOTAGE = { start: new Date(Date.UTC(2026, 9, 10, 18, 0)), end: new Date(Date.UTC(2026, 9, 10, 20, 0)) };

/**
 * Uploaded recordings no video is cut from yet: the missed schedule's hour (from 10 minutes before) and the
 * FREE_FOOTAGE evening, so Add Missing Game and Add Game Manually have something to cut in the demo.
 */
const seedFreeFootage = async (db: TypedDb, courtId: number, missedAt: Date) => {
  const spans = [
    [new Date(missedAt.getTime() - HOUR / 6), new Date(missedAt.getTime() + HOUR + HOUR / 6)],
    [demoAt(FREE_FOOTAGE.start), demoAt(FREE_FOOTAGE.end)],
  ];
  for (const [from, to] of spans)
    await db
      .insertInto('recordings')
      .values({
        court_id: courtId,
        started_at: from,
        finished_at: to,
        duration_seconds: Math.round((to.getTime() - from.getTime()) / 1000),
        state: 'uploaded',
        size_mb: Math.round((to.getTime() - from.getTime()) / 60_000) * 90,
        video_ids: [],
      })
      .execute();
};

/**
 * Schedules of the upcoming games (one cancelled, one imported from a partner) and of the played games
 * with a video or an API partner's schedule, scorekeeper submissions and registration forms.
 */
const seedSchedules = async (db: TypedDb, world: OrgWorld) => {
  const upcoming = world.games.filter((g) => !g.completed_at).slice(0, 4);
  for (const [i, g] of upcoming.entries()) await scheduleGame(db, world, g, { cancelled: i === 2, external: i === 3 });
  const played = world.games.filter((g) => g.completed_at);
  const ids = played.length ? played.map((g) => g.id) : [0];
  const watched = new Set([
    ...(await db.selectFrom('videos').select('game_id').where('game_id', 'in', ids).execute()).map((v) => v.game_id),
    ...(await db.selectFrom('api_game_schedules').select('game_id').where('game_id', 'in', ids).execute()).map((s) => s.game_id),
  ]);
  for (const g of played.filter((g) => watched.has(g.id))) await scheduleGame(db, world, g);
  // A past schedule whose recording found a game nobody created: its court's recording is there (Add Missing Game).
  const past = world.games.find((g) => g.completed_at)!;
  const missedAt = new Date(past.played_at.getTime() - 3 * 24 * HOUR);
  await db
    .insertInto('game_schedules')
    .values({
      org_id: world.id,
      court_id: past.court_id,
      league_id: past.league_id,
      home_team_id: past.away_team_id,
      away_team_id: past.home_team_id,
      scheduled_at: missedAt,
      duration_seconds: 3600,
      cancelled: false,
      external: false,
      finish_at: new Date(missedAt.getTime() + HOUR),
      missing_games: 1,
    })
    .execute();
  await seedFreeFootage(db, past.court_id, missedAt);

  const completed = world.games.filter((g) => g.completed_at).slice(0, 3);
  for (const [i, g] of completed.entries()) {
    const [home, away] = world.homeScores.get(g.id)!;
    const state = (['accepted', 'pending', 'rejected'] as const)[i];
    await db
      .insertInto('game_submissions')
      .values({
        org_id: world.id,
        game_id: g.id,
        court_id: g.court_id,
        submitted_by_id: null,
        submitted_at: g.completed_at!,
        home_score: state === 'rejected' ? home + 2 : home,
        away_score: away,
        state,
        error_message: state === 'rejected' ? 'The game already has a final score from another device.' : null,
        payload: JSON.stringify({ homeScore: home, awayScore: away, periods: 4, app: 'scorekeeper 3.8.1' }),
      })
      .execute();
  }

  for (const [i, team] of firstLeagueTeams(world).slice(0, 2).entries()) {
    // The first organisation's unsubmitted form is the README's demo link: a fixed token, so its hash is known.
    const demo = world.id === 1 && i === 1;
    const players = rosterOf(world, i)
      .slice(1, 4)
      .map((p, n) => ({ playerNumber: n + 4, firstName: p.first_name, lastName: p.last_name, email: p.email, phoneNumber: null, birthdate: null }));
    const form = await db
      .insertInto('team_registrations')
      .values({
        org_id: world.id,
        team_id: team.id,
        token_hash: hashSecretToken(demo ? DEMO_TEAM_REGISTRATION_TOKEN : randomBytes(32).toString('base64url')),
        expires_at: demo ? new Date(Date.now() + 365 * 24 * 3600 * 1000) : demoUtc(2026, 9, 31, 12),
        sent_at: demoUtc(2026, 7, 20, 9),
        submitted_at: i === 0 ? demoUtc(2026, 7, 24, 19, 30) : null,
        players: i === 0 ? JSON.stringify(players) : null,
        historic_players: i === 0 ? JSON.stringify([]) : null,
        supporters: i === 0 ? JSON.stringify([{ firstName: world.people.at(-1)!.first_name, lastName: world.people.at(-1)!.last_name }]) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('teams').set({ team_registration_id: form.id }).where('id', '=', team.id).execute();
  }
};

/** The demo link's token (README "Public pages"): /team_registrations/demo-team-registration-0000000001. */
export const DEMO_TEAM_REGISTRATION_TOKEN = 'demo-team-registration-0000000001';

/** The first league's standings and top scorers, last season's final table and monthly usage. */
const seedLeaderboards = async (db: TypedDb, world: OrgWorld) => {
  const league = world.leagues[0];
  const teams = firstLeagueTeams(world);
  const games = world.games.filter((g) => g.league_id === league.id && g.completed_at);
  const insertTable = (name: string, kind: string) =>
    db
      .insertInto('leaderboard_tables')
      .values({
        name,
        org_id: world.id,
        league_id: league.id,
        kind,
        last_round: games.length,
        calculated_at: games.at(-1)?.completed_at ?? null,
        published: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const standings = await insertTable(`${league.name} Standings`, 'team_standings');
  const rows = teams.map((team) => {
    const mine = games.filter((g) => g.home_team_id === team.id || g.away_team_id === team.id);
    const tally = { played: mine.length, won: 0, lost: 0, pointsFor: 0, pointsAgainst: 0 };
    for (const g of mine) {
      const [home, away] = world.homeScores.get(g.id)!;
      const [ours, theirs] = g.home_team_id === team.id ? [home, away] : [away, home];
      tally.pointsFor += ours;
      tally.pointsAgainst += theirs;
      if (ours > theirs) tally.won++;
      else tally.lost++;
    }
    return { team, ...tally };
  });
  rows.sort((a, b) => b.won - a.won || b.pointsFor - b.pointsAgainst - (a.pointsFor - a.pointsAgainst));
  for (const [i, r] of rows.entries())
    await db
      .insertInto('team_standing_entries')
      .values({
        leaderboard_table_id: standings.id,
        team_id: r.team.id,
        rank: i + 1,
        last_round_rank: rows.length - i,
        played: r.played,
        won: r.won,
        drawn: 0,
        lost: r.lost,
        forfeits: 0,
        points_for: r.pointsFor,
        points_against: r.pointsAgainst,
        league_points: r.won * 2,
      })
      .execute();

  const scorers = await insertTable(`${league.name} Top Scorers`, 'player_stats');
  for (const [gi, g] of games.slice(0, 3).entries()) {
    const players = await db
      .selectFrom('team_members')
      .select(['person_id', 'team_id'])
      .where('team_id', 'in', [g.home_team_id, g.away_team_id])
      .where('role', '=', 'player')
      .orderBy('id')
      .limit(4)
      .execute();
    for (const [pi, p] of players.entries()) {
      const threes = (gi + pi) % 4;
      const free = (gi * 3 + pi) % 5;
      const twos = 3 + ((gi + pi * 2) % 6);
      await db
        .insertInto('game_player_entries')
        .values({
          leaderboard_table_id: scorers.id,
          game_id: g.id,
          person_id: p.person_id,
          team_id: p.team_id,
          points: twos * 2 + threes * 3 + free,
          field_goals: twos + threes,
          three_pointers: threes,
          free_throws: free,
          fouls: (gi + pi) % 5,
        })
        .execute();
    }
  }

  for (const [i, team] of teams.entries())
    await db
      .insertInto('season_leaderboards')
      .values({
        team_id: team.id,
        league_id: league.id,
        season: '2025',
        rank: i + 1,
        played: 14,
        won: 10 - i * 3,
        lost: 4 + i * 3,
        league_points: (10 - i * 3) * 2,
      })
      .execute();

  for (const [li, l] of world.leagues.slice(0, 2).entries())
    for (const [mi, month] of [demoMonth('2026-08-01'), demoMonth('2026-09-01')].entries()) {
      const played = world.games.filter((g) => g.league_id === l.id && g.played_at.toISOString().slice(0, 7) === month.slice(0, 7));
      await db
        .insertInto('usage_report_entries')
        .values({
          org_id: world.id,
          league_id: l.id,
          month,
          games_count: played.length + mi * 2,
          recorded_games_count: played.length + mi,
          recorded_seconds: (played.length + mi) * 5400,
          live_streams_count: mi + li,
          live_streams_seconds: (mi + li) * 5400,
          active_players_count: 18 + 6 * mi - li,
          team_ids: world.teams.filter((t) => t.league === l.id).map((t) => t.id),
        })
        .execute();
    }
};

/** Emails sent to people of the organisation, with what SendGrid said about them. */
const seedDeliveries = async (db: TypedDb, world: OrgWorld, userIds: Map<string, number>) => {
  const game = world.games.find((g) => g.completed_at)!;
  const people = world.people.filter((p) => p.email).slice(0, 4);
  const kinds = [
    ['game_notification', 'Your game video is ready', 'opened'],
    ['game_notification', 'Your game video is ready', 'delivered'],
    ['welcome', 'Welcome to your player portal', 'bounced'],
    ['potw_notification', 'You made Plays of the Week!', 'sent'],
  ] as const;
  for (const [i, person] of people.entries()) {
    const [kind, subject, state] = kinds[i];
    const sentAt = new Date(game.completed_at!.getTime() + (i + 1) * HOUR);
    const delivery = await db
      .insertInto('deliveries')
      .values({
        org_id: world.id,
        person_id: person.id,
        user_id: null,
        game_id: kind === 'welcome' ? null : game.id,
        email: person.email!,
        subject,
        kind,
        state,
        sent_at: sentAt,
        sg_message_id: `demo-${world.id}-${i}.filter0001.example`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const events = {
      sent: ['processed'],
      delivered: ['processed', 'delivered'],
      opened: ['processed', 'delivered', 'open'],
      bounced: ['processed', 'bounce'],
    }[state];
    for (const [n, event] of events.entries())
      await db
        .insertInto('sendgrid_events')
        .values({
          delivery_id: delivery.id,
          event,
          email: person.email!,
          occurred_at: new Date(sentAt.getTime() + n * 60_000),
          reason: event === 'bounce' ? '550 5.1.1 The email account that you tried to reach does not exist.' : null,
          url: null,
          sg_event_id: `demo-event-${world.id}-${i}-${n}`,
          sg_message_id: `demo-${world.id}-${i}.filter0001.example`,
        })
        .execute();
  }
  const orgAdmin = userIds.get('orgadmin@example.com');
  if (world.id === 1 && orgAdmin)
    await db
      .insertInto('deliveries')
      .values({
        org_id: world.id,
        user_id: orgAdmin,
        email: 'orgadmin@example.com',
        subject: 'Nightly gamesheet',
        kind: 'nightly_gamesheet',
        state: 'delivered',
        sent_at: new Date(game.completed_at!.getTime() + 12 * HOUR),
        sg_message_id: 'demo-gamesheet.filter0001.example',
      })
      .execute();
};

/** Scorekeeper tablets at the courts, the games scored on them, and courts mapped to API partners' courts. */
const seedDevices = async (db: TypedDb, worlds: OrgWorld[], userIds: Map<string, number>) => {
  const scorekeeper = userIds.get('noroles@example.com') ?? null;
  const devices = [
    { name: 'DHSC Court 1 iPad', platform: 'ios', model: 'iPad (10th generation)', os: '18.5', app: '3.8.1', world: worlds[0], disabled: false },
    {
      name: 'Bondi Courtside Tablet',
      platform: 'android',
      model: 'Samsung Galaxy Tab A9+',
      os: '14',
      app: '3.8.0',
      world: worlds[0],
      disabled: false,
    },
    {
      name: 'Lakeside Scorer Bench',
      platform: 'ios',
      model: 'iPad mini (6th generation)',
      os: '17.7',
      app: '3.6.2',
      world: worlds[1],
      disabled: true,
    },
  ];
  for (const [i, d] of devices.entries()) {
    const games = d.world.games.filter((g) => g.completed_at).slice(i % 2, (i % 2) + 2);
    const device = await db
      .insertInto('scorekeeper_devices')
      .values({
        name: d.name,
        device_identifier: `${d.platform}-${(0x5f3a9c + i * 7919).toString(16)}-demo`,
        platform: d.platform,
        model: d.model,
        os_version: d.os,
        app_version: d.app,
        org_id: d.world.id,
        user_id: scorekeeper,
        last_seen_at: games.at(-1)?.completed_at ?? null,
        disabled: d.disabled,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [n, g] of games.entries()) {
      const [home, away] = d.world.homeScores.get(g.id)!;
      const failed = i === 1 && n === 1;
      await db
        .insertInto('scorekeeper_games')
        .values({
          scorekeeper_device_id: device.id,
          game_id: g.id,
          state: failed ? 'failed' : 'uploaded',
          started_at: g.played_at,
          finished_at: g.completed_at,
          uploaded_at: failed ? null : new Date(g.completed_at!.getTime() + 5 * 60_000),
          home_score: home,
          away_score: away,
        })
        .execute();
    }
  }

  const partners = await db.selectFrom('api_partners').select(['id', 'name']).orderBy('id').execute();
  const mappings = [
    { court: worlds[0].courts[0], partner: partners[0], org: 'hcba', key: 'dhsc-1' },
    { court: worlds[0].courts[1], partner: partners[0], org: 'hcba', key: 'dhsc-2' },
    { court: worlds[1].courts[0], partner: partners[1], org: 'slnl', key: 'lakeside-a' },
  ];
  for (const m of mappings)
    if (m.court && m.partner)
      await db
        .insertInto('court_api_mappings')
        .values({ court_id: m.court.id, api_partner_id: m.partner.id, external_organisation_id: m.org, external_court_id: m.key })
        .execute();
};

/**
 * Demo rows of the people and results area: rosters, game roles, league members, supporters,
 * schedules, submissions, registration forms, scorekeeper devices, leaderboards, usage, API court mappings,
 * deliveries and SendGrid events, linked to what seedDemoData made in the same transaction.
 */
export const seedPeople = async (trx: Db): Promise<void> => {
  const db = trx as TypedDb;
  const orgs = await db.selectFrom('orgs').select('id').orderBy('id').execute();
  const worlds: OrgWorld[] = [];
  for (const org of orgs) worlds.push(await loadOrg(db, org.id));
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  const userIds = new Map(users.map((u) => [u.email, u.id]));
  for (const world of worlds) {
    await seedMemberships(db, world);
    await seedSchedules(db, world);
    await seedLeaderboards(db, world);
    await seedDeliveries(db, world, userIds);
  }
  await seedDevices(db, worlds, userIds);
};
