import type { Db } from '../db/database.ts';
import { insertRow } from './demoInserts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { seedApi } from './seeds/api.ts';
import { seedContent } from './seeds/content.ts';
import { seedVideo } from './seeds/video.ts';
import { demoClip, storeDemoRecordingFiles } from './seeds/demoVideo.ts';
import { seedPeople } from './seeds/people.ts';
import { seedDemoLinks } from './seeds/demoLinks.ts';
import { seedHardware } from './seeds/hardware.ts';
import { seedGameIssues } from './seeds/gameIssues.ts';
import { seedLiveStreamWidget } from './seeds/liveStreamWidget.ts';
import { attachDemoFile, resetDemoBlobIds } from './seeds/demoFiles.ts';
import { demoColour, orgLogo } from './seeds/demoImages.ts';
import { seedDemoRows, type DemoRowsOptions } from './demoRows.ts';
import type { ObjectStore } from '../files/storage/objectStore.ts';
import { DatabaseStore } from '../files/storage/databaseStore.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demoUsers.ts';
import { demoUtc, setDemoCalendar } from './demoCalendar.ts';

const FIRST = [
  'Olivia',
  'Jack',
  'Mia',
  'Noah',
  'Charlotte',
  'William',
  'Ava',
  'Lucas',
  'Isla',
  'Leo',
  'Amelia',
  'Henry',
  'Grace',
  'Oliver',
  'Chloe',
  'Thomas',
  'Zoe',
  'Ethan',
  'Ruby',
  'Liam',
];
const LAST = [
  'Nguyen',
  'Smith',
  'Wilson',
  'Taylor',
  'Brown',
  'Te Rangi',
  'Walker',
  'Harris',
  'Patel',
  'King',
  'Martin',
  'Kelly',
  'Chen',
  'Moore',
  'Singh',
  'Clarke',
  'Young',
  'Ngata',
  'Scott',
  'Lee',
];

const ORGS = [
  {
    name: 'Harbour City Basketball Association',
    sport: 'basketball',
    country: 'AU',
    tz: 'Australia/Sydney',
    venues: [
      ['Darling Harbour Sports Centre', 'DHSC'],
      ['Bondi Community Courts', 'Bondi'],
    ],
    competitions: [
      ['Harbour City Senior Championship', ["Men's Division 1", "Women's Division 1"]],
      ['Harbour City Junior Cup', ['Under 14 Mixed', 'Under 16 Girls']],
    ],
    teams: [
      'Pyrmont Pelicans',
      'Glebe Giants',
      'Bondi Breakers',
      'Manly Mariners',
      'Redfern Rockets',
      'Balmain Tigers',
      'Coogee Comets',
      'Newtown Knights',
    ],
  },
  {
    name: 'Southern Lakes Netball League',
    sport: 'netball',
    country: 'NZ',
    tz: 'Pacific/Auckland',
    venues: [
      ['Lakeside Stadium', 'Lakeside'],
      ['Queenstown Events Centre', 'QEC'],
    ],
    competitions: [['Southern Lakes Premier', ['Premier Grade', 'Reserve Grade']]],
    teams: ['Wakatipu Waves', 'Frankton Falcons', 'Arrowtown Arrows', 'Wanaka Wolves', 'Cromwell Comets', 'Alexandra Aces'],
  },
];

/**
 * Fills an empty database with the same demo data every time: two organisations and their whole world, then the
 * demo rows written as data beside the metadata (metadata/demo/, or `demoRows` of another project's copy).
 */
export interface SeedOptions extends DemoRowsOptions {
  /** Where the demo videos' files go (default: the database's own store, in the seed's transaction). */
  storage?: ObjectStore;
  /** Moves the demo's calendar to this day's week (demoCalendar.ts); tests leave it where its dates are written. */
  today?: Date;
}

export const seedDemoData = async (db: Db, options: SeedOptions = {}): Promise<void> => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  resetDemoBlobIds();
  setDemoCalendar(options.today);
  const clip = await demoClip();
  await db.transaction().execute(async (trx) => {
    const storage = options.storage ?? new DatabaseStore(trx);
    const users: Record<string, number> = {};
    for (const [key, email] of Object.entries(DEMO_USERS)) {
      users[key] = await insertRow(trx, 'users', { email, admin: key === 'admin', password_hash: passwordHash });
    }
    const partners = [];
    for (const name of ['CourtSide Data', 'League Link'])
      partners.push(await insertRow(trx, 'api_partners', { name, time_zone: 'Australia/Sydney' }));
    await insertRow(trx, 'api_admins', { api_partner_id: partners[0], user_id: users.partnerAdmin });

    let personIndex = 0;
    for (const [orgIndex, o] of ORGS.entries()) {
      const org = await insertRow(trx, 'orgs', {
        name: o.name,
        primary_sport: o.sport,
        country_code: o.country,
        time_zone: o.tz,
        active: true,
        use_public_league_pages: orgIndex === 0,
      });
      const logoAt = { typename: 'Org', table: 'orgs', id: org, field: 'logo', column: 'logo' };
      await attachDemoFile(trx, storage, logoAt, `${o.name.toLowerCase().replace(/ /g, '-')}-logo.png`, await orgLogo(o.name, demoColour(orgIndex)));
      const courts: number[] = [];
      for (const [vi, [name, shortName]] of o.venues.entries()) {
        const venue = await insertRow(trx, 'venues', {
          name,
          short_name: shortName,
          org_id: org,
          time_zone: o.tz,
          aws_region: o.tz.startsWith('Pacific') ? 'ap-southeast-2' : 'ap-southeast-2',
          max_concurrent_live_streams: 2,
          allow_camera_preview: true,
        });
        if (orgIndex === 1 && vi === 0) await insertRow(trx, 'venue_admins', { venue_id: venue, user_id: users.venueAdmin, notify_outages: true });
        for (const n of [1, 2])
          courts.push(
            await insertRow(trx, 'courts', {
              name: `${shortName} Court ${n}`,
              scorekeeper_name: `${shortName}-C${n}`,
              org_id: org,
              venue_id: venue,
              active: true,
              allow_live_streams: true,
              advertising_active: n === 1,
            }),
          );
      }
      if (orgIndex === 0)
        await insertRow(trx, 'org_admins', { org_id: org, user_id: users.orgAdmin, send_nightly_gamesheet: true, notify_outages: true });
      // Every competition and league has an ad preset (spec 001 §5): the organisation's default one, whose
      // assets the content seed adds once the courts' ad assets exist.
      const adPreset = await insertRow(trx, 'ad_presets', {
        name: `${(o.competitions[0][1] as string[])[0]} sponsors`,
        org_id: org,
        ad_asset_ids: [],
        default_for_new_league: true,
      });
      const leagues: number[] = [];
      for (const [cname, leagueNames] of o.competitions) {
        const competition = await insertRow(trx, 'competitions', {
          name: cname,
          org_id: org,
          ad_preset_id: adPreset,
          sport: o.sport,
          period_type: 'quarters',
          scoring_mode: 'team_game_people_scoring_team',
        });
        for (const lname of leagueNames as string[]) {
          const age = /Under/.test(lname) ? 'child' : 'adult';
          const gender = /Women|Girls/.test(lname) ? 'female' : /Men/.test(lname) ? 'male' : 'mixed';
          // Each organisation's first league runs Plays of the Week.
          const potw = leagues.length === 0;
          leagues.push(
            await insertRow(trx, 'leagues', {
              name: lname,
              org_id: org,
              competition_id: competition,
              ad_preset_id: adPreset,
              sport: o.sport,
              scoring_mode: 'team_game_people_scoring_team',
              period_type: 'quarters',
              age,
              gender,
              potw_enabled: potw,
            }),
          );
        }
      }
      const teams: { id: number; league: number }[] = [];
      for (const [ti, name] of o.teams.entries()) {
        const league = leagues[ti % leagues.length];
        teams.push({ id: await insertRow(trx, 'teams', { name, org_id: org, league_ids: [league] }), league });
      }
      for (let p = 0; p < 24; p++, personIndex++) {
        const first = FIRST[personIndex % FIRST.length];
        const last = LAST[(personIndex * 7) % LAST.length];
        await insertRow(trx, 'people', {
          first_name: first,
          last_name: last,
          org_id: org,
          email: `${first}.${last}`.toLowerCase().replace(/ /g, '') + `${personIndex}@example.org`,
          gender: personIndex % 2 ? 'male' : 'female',
          birthdate: `${1985 + (personIndex % 25)}-${String((personIndex % 12) + 1).padStart(2, '0')}-${String((personIndex % 27) + 1).padStart(2, '0')}`,
          is_referee: p % 8 === 0,
        });
      }
      // Games: each league plays weekly rounds between its teams.
      for (const league of leagues) {
        const inLeague = teams.filter((t) => t.league === league);
        for (let round = 0; round < 8 && inLeague.length >= 2; round++) {
          const home = inLeague[round % inLeague.length];
          const away = inLeague[(round + 1) % inLeague.length];
          const day = demoUtc(2026, 8, 1 + round * 7 + leagues.indexOf(league), 8 + (round % 3) * 2);
          const completed = round < 6;
          await insertRow(trx, 'games', {
            org_id: org,
            league_id: league,
            court_id: courts[round % courts.length],
            home_team_id: home.id,
            away_team_id: away.id,
            played_at: day,
            completed_at: completed ? new Date(day.getTime() + 90 * 60_000) : null,
            home_score: completed ? 40 + ((round * 13 + league) % 35) : 0,
            away_score: completed ? 38 + ((round * 17 + league) % 37) : 0,
            // The first completed round of a Plays of the Week league is already in it.
            potw_enabled: round === 0 && leagues.indexOf(league) === 0,
          });
        }
      }
      await insertRow(trx, 'scorekeeper_users', { org_id: org, user_id: users.noRoles, court_ids: orgIndex === 0 ? [courts[0]] : [] });
    }
    await seedApi(trx);
    await seedContent(trx, storage, clip);
    await seedVideo(trx, storage, clip);
    await seedPeople(trx);
    await seedHardware(trx, storage);
    await seedGameIssues(trx);
    // After every seed that writes recordings.
    await storeDemoRecordingFiles(trx, storage);
    await seedLiveStreamWidget(trx);
    await seedDemoLinks(trx);
    // Last, so that their readable keys may name any record above.
    await seedDemoRows(trx, options);
  });
};

export const isEmpty = async (db: Db): Promise<boolean> => !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
