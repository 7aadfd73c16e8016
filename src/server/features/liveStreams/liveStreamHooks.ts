import { sql } from 'kysely';
import type { AfterUpdate, BeforeCreate } from '../../context.ts';
import { idsOf } from '../../db/row.ts';
import { checkStreamPlacement, lockVenueStreams, STREAM_COURT_COLUMNS, streamCourt, type PlacedStream, type StreamCourt } from './streamRules.ts';

/** The columns that decide where and when a stream goes out: a write of any other leaves its placement as it was. */
const PLACING = ['court_id', 'start_at', 'finish_at', 'cancelled'];

/** addLiveStream: the new stream's court allows live streams and its venue has room for it (streamRules.ts). */
export const beforeCreateLiveStream: BeforeCreate = async (_ctx, trx, _type, columns) => {
  const stream: PlacedStream = {
    id: null,
    courtId: Number(columns.court_id),
    startAt: new Date(columns.start_at as string | Date),
    finishAt: new Date(columns.finish_at as string | Date),
    cancelled: columns.cancelled === true,
  };
  const court = await streamCourt(trx, stream.courtId);
  if (!court) return; // the reference check reports a court that does not exist
  await lockVenueStreams(trx, court.venue_id);
  await checkStreamPlacement(trx, stream, court);
};

/**
 * liveStreamsUpdate: each stream moved, re-timed or un-cancelled is judged as the batch leaves it, against the
 * others as they now are (the batch's own included). Venues are taken in id order, so two batches never wait
 * on each other's venues in a circle.
 */
export const afterUpdateLiveStream: AfterUpdate = async (_ctx, trx, _type, targets, columns) => {
  if (!PLACING.some((c) => c in columns)) return;
  const { rows } = await sql<StreamCourt & { id: number; court_id: number; start_at: Date; finish_at: Date; cancelled: boolean }>`
    SELECT s.id, s.court_id, s.start_at, s.finish_at, s.cancelled, ${STREAM_COURT_COLUMNS}
    FROM live_streams s JOIN courts c ON c.id = s.court_id JOIN venues v ON v.id = c.venue_id
    WHERE s.id = ANY(${idsOf(targets)}::integer[]) ORDER BY s.id`.execute(trx);
  const placed = rows.filter((r) => !r.cancelled);
  for (const venueId of [...new Set(placed.map((r) => r.venue_id))].sort((a, b) => a - b)) await lockVenueStreams(trx, venueId);
  for (const r of placed)
    await checkStreamPlacement(
      trx,
      { id: r.id, courtId: r.court_id, startAt: new Date(r.start_at), finishAt: new Date(r.finish_at), cancelled: r.cancelled },
      r,
    );
};
