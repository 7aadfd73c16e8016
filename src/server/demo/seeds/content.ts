import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { eventVideoUrl, sizeMb, videoObjectUrl } from '../../features/media/videoFiles.ts';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../../generated/database.ts';

import { demoFile } from './demoFiles.ts';
import { banner, demoColour } from './demoImages.ts';
import { publicLeaguePageUrlTemplate, SLUG_PLACEHOLDER } from '../../features/publicLeaguePages/urlTemplate.ts';
import { demoAt, demoDay } from '../demoCalendar.ts';

/** A demo league page's slug: its organisation's and league's names, lower case, dashed. */
const leaguePageSlug = (org: string, league: string) =>
  `${org}-${league}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type Table = keyof Database;

const CONTENT_TABLES: Table[] = [
  'ad_assets',
  'ad_presets',
  'events',
  'event_videos',
  'incidents',
  'incident_notes',
  'potw_competitions',
  'potw_entries',
  'potw_ratings',
  'potw_videos',
  'public_league_pages',
  'onsen_popup_promos',
  'beta_features',
];

/**
 * The organisation content of the demo: ad assets and presets, highlights and their clips, incidents,
 * Plays of the Week, public league pages, player-portal promos and beta features, linked to the orgs,
 * courts, games, teams and people the main seed wrote in the same transaction.
 */
export const seedContent = async (db: Db, storage: ObjectStore, clip: Buffer | null): Promise<void> => {
  // Typed by the metadata's tables, so a misspelt column does not compile.
  const add = async <T extends Table>(table: T, values: Insertable<Database[T]>): Promise<number> =>
    (await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;
  /** A row whose file field holds a drawn banner: the file's value goes in with the row, its blob right after. */
  const addWithPicture = async <T extends Table, C extends string>(
    table: T,
    at: { typename: string; field: string; column: C },
    values: Omit<Insertable<Database[T]>, C>,
    file: { name: string; text: string; colour: string },
  ): Promise<number> => {
    const picture = await demoFile(file.name, await banner(file.text, file.colour));
    const id = await add(table, { ...values, [at.column]: picture.value } as Insertable<Database[T]>);
    await picture.store(db, storage, at.typename, id, at.field);
    return id;
  };
  const AD_ASSET = { typename: 'AdAsset', field: 'assetUploader', column: 'asset_uploader' as const };
  /** The stored file of a clip (a highlight, an incident, a Play of the Week round): the demo clip, where ffmpeg made one. */
  const clipObject = async (owner: Pick<Insertable<Database['video_objects']>, 'event_video_id' | 'incident_id' | 'potw_video_id'>, key: string) => {
    if (!clip) return;
    await storage.put(`clips/${key}`, clip, 'video/mp4');
    const id = await add('video_objects', {
      ...owner,
      kind: 'clip',
      bucket: storage.bucket,
      key: `clips/${key}`,
      content_type: 'video/mp4',
      size_mb: sizeMb(clip.length),
      storage_class: 'standard',
    });
    await db
      .updateTable('video_objects')
      .set({ url: videoObjectUrl(id) })
      .where('id', '=', id)
      .execute();
  };

  const orgs = await db.selectFrom('orgs').select(['id', 'name']).orderBy('id').execute();
  // The demo users (platform admin, organisation admin, venue admin) rate the entries.
  const raters = (await db.selectFrom('users').select('id').orderBy('id').limit(3).execute()).map((u) => u.id);

  for (const [orgIndex, org] of orgs.entries()) {
    const first = orgIndex === 0;
    const courts = await db.selectFrom('courts').select(['id', 'name']).where('org_id', '=', org.id).orderBy('id').execute();
    const leagues = await db.selectFrom('leagues').select(['id', 'name', 'potw_enabled']).where('org_id', '=', org.id).orderBy('id').execute();
    const games = await db
      .selectFrom('games')
      .select(['id', 'league_id', 'home_team_id', 'away_team_id', 'played_at', 'potw_enabled'])
      .where('org_id', '=', org.id)
      .where('completed_at', 'is not', null)
      .orderBy('played_at')
      .execute();
    const people = await db.selectFrom('people').select(['id', 'first_name']).where('org_id', '=', org.id).orderBy('id').execute();

    // Advertising: assets on the courts that advertise, gathered into presets.
    const sponsor = first ? ['Harbour Sports Drinks', 'Pyrmont Physio', 'Harbour City'] : ['Lakes Bank', 'Queenstown Motors', 'Southern Lakes'];
    const colour = demoColour(orgIndex);
    const slugOf = (name: string) => name.toLowerCase().replace(/ /g, '-');
    const billboard = await addWithPicture(
      'ad_assets',
      AD_ASSET,
      { name: `${sponsor[0]} billboard`, org_id: org.id, asset_type: 'billboard', court_ids: courts.filter((_, i) => i % 2 === 0).map((c) => c.id) },
      { name: `${slugOf(sponsor[0])}-billboard.png`, text: sponsor[0], colour },
    );
    const overlay = await addWithPicture(
      'ad_assets',
      AD_ASSET,
      {
        name: `${sponsor[1]} overlay`,
        org_id: org.id,
        asset_type: 'video_overlay',
        video_overlay_position: { x: 960, y: 560, width: 280, height: 120 },
        court_ids: [courts[0].id],
      },
      { name: `${slugOf(sponsor[1])}-overlay.png`, text: sponsor[1], colour },
    );
    const underlay = await addWithPicture(
      'ad_assets',
      AD_ASSET,
      { name: `${sponsor[2]} centre court logo`, org_id: org.id, asset_type: 'centre_court_underlay', court_ids: courts.map((c) => c.id) },
      { name: 'centre-court-logo.png', text: sponsor[2], colour },
    );
    const banner = first
      ? await addWithPicture(
          'ad_assets',
          AD_ASSET,
          {
            name: 'Season launch email banner',
            org_id: org.id,
            asset_type: 'game_email_banner',
            // The organisation's first league page (made below): a banner link in the demo leads somewhere real.
            game_email_banner_link: publicLeaguePageUrlTemplate().replace(SLUG_PLACEHOLDER, leaguePageSlug(org.name, leagues[0].name)),
            court_ids: [],
          },
          { name: 'season-launch-banner.png', text: 'Season launch', colour },
        )
      : null;
    // The default preset exists already: the main seed gave it to every competition and league.
    await db
      .updateTable('ad_presets')
      .set({ ad_asset_ids: [billboard, overlay, underlay] })
      .where('org_id', '=', org.id)
      .where('default_for_new_league', '=', true)
      .execute();
    await add('ad_presets', {
      name: 'Community partners',
      org_id: org.id,
      ad_asset_ids: [underlay, ...(banner ? [banner] : [])],
      default_for_new_league: false,
    });

    // Highlights of the first completed games, each with a clip or two.
    const categories = first ? ['three_points', 'two_points', 'block', 'steal'] : ['goal', 'interception', 'rebound', 'goal'];
    const events: { id: number; game: (typeof games)[number]; person: number; team: number }[] = [];
    for (const [gi, game] of games.slice(0, 3).entries()) {
      for (let n = 0; n < 3; n++) {
        const person = people[(gi * 3 + n) % people.length];
        const team = n % 2 ? game.away_team_id : game.home_team_id;
        const category = categories[(gi + n) % categories.length];
        const id = await add('events', {
          game_id: game.id,
          category,
          description: `${person.first_name}: ${category.replace(/_/g, ' ')} in period ${n + 1}`,
          team_id: team,
          person_id: person.id,
          period: n + 1,
          occurred_at: new Date(new Date(game.played_at).getTime() + (n + 1) * 14 * 60_000),
          video_seconds: (n + 1) * 840,
          duration_seconds: 12,
        });
        events.push({ id, game, person: person.id, team });
        const states = ['completed', 'completed', 'processing', 'failed'];
        const state = states[(gi + n) % states.length];
        const eventVideo = await add('event_videos', {
          event_id: id,
          format: 'landscape',
          state,
          start_seconds: (n + 1) * 840 - 3,
          duration_seconds: 15,
          error_message: state === 'failed' ? 'Source footage missing for part of the clip.' : null,
        });
        if (state === 'completed' && clip) {
          await clipObject({ event_video_id: eventVideo }, `highlights/${org.id}-${id}-landscape.mp4`);
          await db
            .updateTable('event_videos')
            .set({ url: eventVideoUrl(eventVideo) })
            .where('id', '=', eventVideo)
            .execute();
        }
        if (n === 0) await add('event_videos', { event_id: id, format: 'portrait', state: 'pending', start_seconds: 837, duration_seconds: 15 });
      }
    }

    // Incidents on completed games, with review notes.
    const incidents = first
      ? [
          { category: 'unsportsmanlike_conduct', description: 'Player pushed an opponent after the final whistle.', start: 3120, blur: false },
          { category: 'injury', description: 'Player landed awkwardly under the basket; treated courtside.', start: 1504, blur: true },
          { category: 'spectator_behaviour', description: 'Spectator on the court during a time-out.', start: 2410, blur: true },
        ]
      : [
          { category: 'abuse_of_official', description: 'Coach verbally abused the umpire at half time.', start: 1800, blur: false },
          { category: 'other', description: 'Scoreboard failure; the game was paused for six minutes.', start: 960, blur: false },
        ];
    for (const [i, incident] of incidents.entries()) {
      const id = await add('incidents', {
        game_id: games[(i + 1) % games.length].id,
        category: incident.category,
        description: incident.description,
        incident_start_time: incident.start,
        incident_stop_time: incident.start + 30 + i * 15,
        blur_game_video: incident.blur,
      });
      await clipObject({ incident_id: id }, `incidents/${org.id}-${id}${incident.blur ? '-blurred' : ''}.mp4`);
      await add('incident_notes', { incident_id: id, category: 'note', text: 'Referee report received; reviewing the footage.' });
      if (i === 0)
        await add('incident_notes', { incident_id: id, category: 'document', text: 'Tribunal hearing notice sent to the club secretary.' });
    }

    // Plays of the Week: rounds of the first league, entries from its highlights, ratings, the round video.
    const potwLeague = leagues.find((l) => l.potw_enabled) ?? leagues[0];
    const rounds = [
      { name: `${potwLeague.name} — Week 1`, starts: demoDay('2026-09-01'), ends: demoDay('2026-09-07'), state: 'closed' },
      { name: `${potwLeague.name} — Week 2`, starts: demoDay('2026-09-08'), ends: demoDay('2026-09-14'), state: first ? 'rating' : 'open' },
    ];
    for (const [ri, round] of rounds.entries()) {
      const competition = await add('potw_competitions', {
        name: round.name,
        org_id: org.id,
        league_id: potwLeague.id,
        starts_on: round.starts,
        ends_on: round.ends,
        state: round.state,
      });
      const entered = events.filter((_, i) => i % 2 === ri).slice(0, 3);
      for (const [ei, event] of entered.entries()) {
        const entry = await add('potw_entries', {
          competition_id: competition,
          game_id: event.game.id,
          event_id: event.id,
          person_id: event.person,
          team_id: event.team,
          state: round.state === 'closed' ? (ei === 0 ? 'winner' : ei === 1 ? 'shortlisted' : 'disqualified') : 'entered',
        });
        for (const [ui, user] of raters.entries()) if (ui <= ei) await add('potw_ratings', { entry_id: entry, user_id: user, rating: 9 - ei - ui });
      }
      const potwVideo = await add('potw_videos', {
        competition_id: competition,
        title: `${round.name} — Plays of the Week`,
        state: round.state === 'closed' ? 'completed' : first ? 'failed' : 'pending',
        published_at: round.state === 'closed' ? demoAt('2026-09-08T06:00:00Z') : null,
      });
      if (round.state === 'closed') await clipObject({ potw_video_id: potwVideo }, `potw/${org.id}-${competition}.mp4`);
    }

    // Public league pages (the first organisation uses them; the second has one left from a trial, disabled).
    for (const [li, league] of leagues.slice(0, first ? 2 : 1).entries()) {
      const page = {
        title: `${league.name} — fixtures and results`,
        slug: leaguePageSlug(org.name, league.name),
        enabled: first,
        org_id: org.id,
        league_id: league.id,
      };
      if (li === 0)
        await addWithPicture('public_league_pages', { typename: 'PublicLeaguePage', field: 'logoUploader', column: 'logo_uploader' as const }, page, {
          name: 'league-logo.png',
          text: league.name,
          colour,
        });
      else await add('public_league_pages', page);
    }

    const promo = first ? 'junior-cup-registrations.png' : 'premier-grade-finals.png';
    await addWithPicture(
      'onsen_popup_promos',
      { typename: 'OnsenPopupPromo', field: 'assetUploader', column: 'asset_uploader' as const },
      { org_id: org.id },
      {
        name: promo,
        text: first ? 'Junior Cup registrations open' : 'Premier Grade finals',
        colour,
      },
    );
  }

  await add('beta_features', {
    name: 'Portrait highlights',
    key: 'portrait_highlights',
    description: 'Cut every highlight in 9:16 as well, for phones.',
    enabled_for_all: false,
    org_ids: [orgs[0].id],
  });
  await add('beta_features', {
    name: 'Live scorer overlay v2',
    key: 'live_scorer_overlay_v2',
    description: 'The new score bug on live streams.',
    enabled_for_all: true,
    org_ids: [],
  });
  await add('beta_features', {
    name: 'Automatic incident detection',
    key: 'automatic_incident_detection',
    description: 'Flags possible incidents from the game video for review.',
    enabled_for_all: false,
    org_ids: orgs.map((o) => o.id),
  });
  // A table never analysed has no statistics, and the planner takes a few narrow rows for over a thousand:
  // the lists would show an estimate ("about …") instead of counting. ANALYZE counts this transaction's own rows.
  for (const table of CONTENT_TABLES) await sql`ANALYZE ${sql.table(table)}`.execute(db);
};
