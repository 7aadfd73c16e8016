import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { invalidInput } from '../../errors.ts';

/** A live stream as a write would leave it: where and when it streams. `id` is null for a new one. */
export interface PlacedStream {
  id: number | null;
  courtId: number;
  startAt: Date;
  finishAt: Date;
  cancelled: boolean;
}

/** Spec 002 §9: a venue whose limit is not set streams one at a time. */
export const DEFAULT_MAX_CONCURRENT_LIVE_STREAMS = 1;

/** The court a stream goes on, with what decides whether it may: its own permission and its venue's limit. */
export interface StreamCourt {
  court_name: string;
  allow_live_streams: boolean;
  venue_id: number;
  venue_name: string;
  max_concurrent_live_streams: number | null;
}

interface OtherStream {
  name: string;
  start_at: Date;
  finish_at: Date;
}

/** The columns of StreamCourt, for a query over courts `c` joined to venues `v`. */
export const STREAM_COURT_COLUMNS = sql.raw(
  'c.name AS court_name, c.allow_live_streams, v.id AS venue_id, v.name AS venue_name, v.max_concurrent_live_streams',
);

/** The stream's court, or undefined when there is no such court (the reference check reports it). */
export const streamCourt = async (trx: Db, courtId: number): Promise<StreamCourt | undefined> =>
  (await sql<StreamCourt>`SELECT ${STREAM_COURT_COLUMNS} FROM courts c JOIN venues v ON v.id = c.venue_id WHERE c.id = ${courtId}`.execute(trx))
    .rows[0];

/**
 * The most streams of `others` live at one instant of [from, to): each start adds one and each finish takes one
 * away, a finish before a start at the same instant (back-to-back streams do not overlap).
 */
export const peakOverlap = (others: { start: number; finish: number }[], from: number, to: number): number => {
  const edges = others.flatMap((o) => [
    { at: Math.max(o.start, from), step: 1 },
    { at: Math.min(o.finish, to), step: -1 },
  ]);
  edges.sort((a, b) => a.at - b.at || a.step - b.step);
  let live = 0;
  let peak = 0;
  for (const e of edges) peak = Math.max(peak, (live += e.step));
  return peak;
};

const quoted = (names: string[]) => names.map((n) => `'${n}'`).join(', ');

/**
 * Takes the venue's turn for placing live streams, until the transaction ends: two writes that would each fit
 * alone but not together take turns, and the second one sees the first (READ COMMITTED reads afresh per statement).
 */
export const lockVenueStreams = (trx: Db, venueId: number) =>
  sql`SELECT pg_advisory_xact_lock(hashtext('live-streams-of-venue'), ${venueId}::int)`.execute(trx);

/**
 * Spec 001 §3 Court.allowLiveStreams and spec 002 §9 Venue.maxConcurrentLiveStreams: a stream that is not cancelled
 * goes on a court that allows live streams, and at no instant from now to its finish does its venue stream more
 * than its limit at once (cancelled and finished streams do not count). The caller holds the venue's turn.
 */
export const checkStreamPlacement = async (trx: Db, stream: PlacedStream, court: StreamCourt, now = new Date()) => {
  if (stream.cancelled) return;
  if (!court.allow_live_streams) throw invalidInput([{ field: 'court', message: `Live streams are not allowed on court '${court.court_name}'.` }]);
  const from = Math.max(stream.startAt.getTime(), now.getTime());
  const to = stream.finishAt.getTime();
  if (to <= from) return; // over already: it streams at the same time as nothing
  const { rows: others } = await sql<OtherStream>`SELECT s.name, s.start_at, s.finish_at FROM live_streams s JOIN courts c ON c.id = s.court_id
    WHERE c.venue_id = ${court.venue_id} AND NOT s.cancelled AND s.start_at < ${new Date(to)} AND s.finish_at > ${new Date(from)}
      AND s.id IS DISTINCT FROM ${stream.id} ORDER BY s.start_at, s.id`.execute(trx);
  const limit = court.max_concurrent_live_streams ?? DEFAULT_MAX_CONCURRENT_LIVE_STREAMS;
  const peak = peakOverlap(
    others.map((o) => ({ start: new Date(o.start_at).getTime(), finish: new Date(o.finish_at).getTime() })),
    from,
    to,
  );
  if (peak + 1 <= limit) return;
  const allows = limit === 0 ? 'allows no live streams' : `allows at most ${limit} live stream${limit === 1 ? '' : 's'} at a time`;
  const overlapping = others.length && limit > 0 ? `; ${quoted(others.map((o) => o.name))} already stream${others.length === 1 ? 's' : ''} then` : '';
  throw invalidInput([{ field: 'startAt', message: `Venue '${court.venue_name}' ${allows}${overlapping}.` }]);
};
