import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RowMask } from '../../records/serverRegistry.ts';

/**
 * An organisation's video block (spec 002 §4 "Org video block", §9): enabling it at `videoBlockStartedAt`
 * hides every video of the organisation recorded from this long before then onward, until it is disabled.
 * The window is fixed when the block starts; it does not move while the block stays on.
 */
export const VIDEO_BLOCK_LOOKBACK_HOURS = 24;

const LOOKBACK = sql.raw(`interval '${VIDEO_BLOCK_LOOKBACK_HOURS} hours'`);

/** Some organisation has its block on: checked once per query (an init plan), so the rule costs nothing while no block is on. */
const ANY_BLOCK = sql<boolean>`EXISTS (SELECT 1 FROM orgs WHERE video_block_active)`;

/** The org `vb_o` blocks what was recorded at `at`. */
const orgBlocks = (at: RawBuilder<unknown>) =>
  sql<boolean>`vb_o.video_block_active AND vb_o.video_block_started_at IS NOT NULL AND ${at} >= vb_o.video_block_started_at - ${LOOKBACK}`;

/**
 * The video `videoId` is blocked: the organisation of its court or of its game has its block on, and the
 * video was recorded (its cut start, else its game's time, else when it was made) inside the window.
 */
export const videoBlockedSql = (videoId: RawBuilder<unknown>): RawBuilder<boolean> =>
  sql<boolean>`(${ANY_BLOCK} AND EXISTS (SELECT 1 FROM videos AS vb_v
    JOIN courts AS vb_c ON vb_c.id = vb_v.court_id
    LEFT JOIN games AS vb_g ON vb_g.id = vb_v.game_id
    JOIN orgs AS vb_o ON vb_o.id = vb_c.org_id OR vb_o.id = vb_g.org_id
    WHERE vb_v.id = ${videoId} AND ${orgBlocks(sql`coalesce(vb_v.cut_start_time, vb_g.played_at, vb_v.created_at)`)}))`;

/** The game `gameId` is blocked: its organisation's block is on and it was played inside the window. */
export const gameBlockedSql = (gameId: RawBuilder<unknown>): RawBuilder<boolean> =>
  sql<boolean>`(${ANY_BLOCK} AND EXISTS (SELECT 1 FROM games AS vb_g JOIN orgs AS vb_o ON vb_o.id = vb_g.org_id
    WHERE vb_g.id = ${gameId} AND ${orgBlocks(sql`vb_g.played_at`)}))`;

/** The live stream row `alias` is blocked: its court's organisation's block is on and the stream runs into the window. */
export const liveStreamBlockedSql = (alias: string): RawBuilder<boolean> =>
  sql<boolean>`(${ANY_BLOCK} AND EXISTS (SELECT 1 FROM courts AS vb_c JOIN orgs AS vb_o ON vb_o.id = vb_c.org_id
    WHERE vb_c.id = ${sql.ref(`${alias}.court_id`)} AND ${orgBlocks(sql.ref(`${alias}.finish_at`))}))`;

/** Whether the video is blocked now (a public page or a file route deciding whether to serve it). */
export const isVideoBlocked = async (db: Db, videoId: number): Promise<boolean> => {
  const { rows } = await sql<{ blocked: boolean }>`SELECT ${videoBlockedSql(sql.val(videoId))} AS blocked`.execute(db);
  return rows[0]?.blocked === true;
};

/**
 * The record types that serve video, and what their media fields read as while the rule holds for their row `t`:
 * the engine applies these wherever it reads such a row (src/server/records/rowMasks.ts), so GraphQL fields,
 * attribute entries, readminVideoUrl/readminThumbnailUrl, CSV exports and file routes all agree.
 */
export const VIDEO_BLOCK_MASKS: Record<string, RowMask> = {
  Video: {
    when: videoBlockedSql(sql.ref('t.id')),
    hidden: { originalVideoUrl: null, originalVideoAvailable: false, thumbnailUrl: null, playbackUrl: null, clip: null },
  },
  VideoVersion: { when: videoBlockedSql(sql.ref('t.video_id')), hidden: { url: null, thumbnailUrl: null } },
  EventVideo: {
    when: sql<boolean>`EXISTS (SELECT 1 FROM events AS vb_e WHERE vb_e.id = t.event_id AND ${gameBlockedSql(sql.ref('vb_e.game_id'))})`,
    hidden: { url: null },
  },
};
