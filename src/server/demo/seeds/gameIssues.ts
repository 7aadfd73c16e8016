import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const MINUTE = 60_000;
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);

interface SeededGame {
  id: number;
  court_id: number;
  venue_id: number;
  played_at: Date;
  completed_at: Date;
  camera_id: number | null;
  server_id: number | null;
  has_video: boolean;
}

/**
 * Games of the first organisation showing each game issue label (spec 001 §8), after the video and hardware
 * seeds: of its completed games with a video (fully recorded by the video seed), one keeps 'No issues found',
 * one gets a camera outage and one a venue server outage while it was played; of those without, one gets a
 * recording of its first half only ('Partial recording') and one lasts 2 minutes ('Suspicious game details').
 * The rest have no recording ('No recording is available').
 */
export const seedGameIssues = async (trx: Db): Promise<void> => {
  const { rows: games } = await sql<SeededGame>`
    SELECT g.id, g.court_id, c.venue_id, g.played_at, g.completed_at,
      (SELECT s.camera_id FROM surfaces AS s WHERE s.id = ANY(c.surface_ids) ORDER BY s.id LIMIT 1) AS camera_id,
      (SELECT vs.id FROM venue_servers AS vs WHERE vs.venue_id = c.venue_id AND vs.state = 'active' ORDER BY vs.id LIMIT 1) AS server_id,
      EXISTS (SELECT 1 FROM videos AS v WHERE v.game_id = g.id) AS has_video
    FROM games AS g JOIN courts AS c ON c.id = g.court_id
    WHERE g.org_id = (SELECT min(id) FROM orgs) AND g.completed_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM outages AS o WHERE o.venue_id = c.venue_id
        AND tstzrange(o.started_at, o.finished_at, '[)') && tstzrange(g.played_at, g.completed_at, '[)'))
    ORDER BY g.played_at, g.id`.execute(trx);
  const recorded = games.filter((g) => g.has_video);
  const unrecorded = games.filter((g) => !g.has_video);
  const cameraGame = recorded.find((g, i) => i > 0 && g.camera_id !== null);
  const serverGame = recorded.find((g, i) => i > 0 && g !== cameraGame && g.server_id !== null);
  if (!cameraGame || !serverGame || unrecorded.length < 2)
    throw new Error('The demo has no games to show the camera outage, server outage, partial recording and duration labels on');

  await trx
    .insertInto('outages')
    .values([
      {
        kind: 'camera',
        venue_id: cameraGame.venue_id,
        camera_id: cameraGame.camera_id,
        started_at: at(cameraGame.played_at, 20),
        finished_at: at(cameraGame.played_at, 32),
        details: 'Camera stopped answering; it came back after its PoE port was reset.',
      },
      {
        kind: 'venue_server',
        venue_id: serverGame.venue_id,
        venue_server_id: serverGame.server_id,
        started_at: at(serverGame.played_at, -30),
        finished_at: at(serverGame.played_at, 15),
        details: 'Power cut at the venue.',
      },
    ])
    .execute();

  const [partial, short] = unrecorded;
  const halfway = at(partial.played_at, (partial.completed_at.getTime() - partial.played_at.getTime()) / MINUTE / 2);
  await trx
    .insertInto('recordings')
    .values({
      court_id: partial.court_id,
      started_at: at(partial.played_at, -10),
      finished_at: halfway,
      duration_seconds: Math.round((halfway.getTime() - at(partial.played_at, -10).getTime()) / 1000),
      state: 'uploaded',
      size_mb: 4100,
    })
    .execute();
  await trx
    .updateTable('games')
    .set({ completed_at: at(short.played_at, 2) })
    .where('id', '=', short.id)
    .execute();
};
