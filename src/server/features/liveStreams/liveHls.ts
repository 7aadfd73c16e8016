import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/row.ts';
import type { Registry } from '../../../metadata/normalized.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { recordVersions } from '../../audit/versions.ts';
import { newSecretToken } from '../../auth/secretTokens.ts';
import { liveStreamBlockedSql } from '../media/videoBlock.ts';

/**
 * A live stream's HLS as its venue server uploads it (the venue server API's PUT …/hls/:file): playlists and
 * segments are kept in the object store at `live/{streamId}/{file}` and served to the widget under
 * `/hls/live/{streamId}/{secret}/{file}`. The secret is made when the first playlist arrives and is only ever
 * handed out as the stream's liveHlsUrl: to the widget link's holder while the stream is live (and not under
 * its organisation's Video Block), and to those who may read the stream in the console. It follows the widget
 * link: a new link (Get Widget Link) gives the stream a new secret with its next playlist, so the holder of an
 * earlier link, which stopped working, cannot keep watching by the path it was given.
 */

/** A file name a server may upload: a playlist or a segment, plain characters, no path. */
export const HLS_FILE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.(m3u8|ts)$/;

const SECRET = /^[A-Za-z0-9_-]{32,64}$/;

export const liveHlsKey = (streamId: number, file: string): string => `live/${streamId}/${file}`;
export const liveHlsBase = (streamId: number) => `/hls/live/${streamId}/`;

/** How long after its finish a stream still takes and serves files: its encoder's last ones, for a player a little behind. */
export const FINISH_GRACE_MS = 2 * 60_000;

export const HLS_TYPES = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' } as const;
export const hlsTypeOf = (file: string) => HLS_TYPES[file.endsWith('.m3u8') ? 'm3u8' : 'ts'];

/** What is wrong with an uploaded HLS file, in words, or null: a playlist names only sane files beside it; a segment is MPEG-TS. */
export const hlsContentProblem = (file: string, bytes: Buffer): string | null => {
  if (file.endsWith('.ts')) {
    const packets = bytes.length >= 188 && bytes.length % 188 === 0;
    return packets && bytes[0] === 0x47 && bytes[188 * Math.floor((bytes.length - 1) / 188)] === 0x47
      ? null
      : 'is not an MPEG-TS segment: 188-byte packets each starting with 0x47';
  }
  const text = bytes.toString('utf8');
  if (!text.startsWith('#EXTM3U')) return 'is not an HLS playlist: it does not start with #EXTM3U';
  for (const line of text.split(/\r?\n/)) {
    const uris = line.startsWith('#') ? [...line.matchAll(/URI="([^"]*)"/g)].map((m) => m[1]) : line.trim() ? [line.trim()] : [];
    const outside = uris.find((uri) => !HLS_FILE.test(uri));
    if (outside !== undefined) return `names '${outside.slice(0, 100)}': a playlist may name only files uploaded beside it (${HLS_FILE.source})`;
  }
  return null;
};

/** The segments a playlist names, in order. */
export const segmentsOf = (playlist: Buffer): string[] =>
  playlist
    .toString('utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.endsWith('.ts') && !l.startsWith('#'));

/**
 * The numbered segments a live playlist has let go of: as the encoder's window moves on (seg41.ts … seg46.ts),
 * the ones a whole window behind it (seg35.ts … seg40.ts before that, minus one window players may still be
 * reading) are deleted, so a stream of hours keeps a few windows of segments, not all of them.
 */
export const segmentsToDrop = (playlist: Buffer): string[] => {
  const named = segmentsOf(playlist)
    .map((s) => /^(.*?)(\d+)\.ts$/.exec(s))
    .filter((m): m is RegExpExecArray => m !== null);
  if (named.length === 0) return [];
  const prefix = named[0][1];
  const first = Math.min(...named.filter((m) => m[1] === prefix).map((m) => Number(m[2])));
  const window = named.length;
  const drop: string[] = [];
  for (let n = Math.max(0, first - 2 * window); n < first - window; n++) drop.push(`${prefix}${n}.ts`);
  return drop;
};

type WidgetLinkTable = { live_stream_widget_links: { token_hash: string; live_stream_id: number } };

/**
 * The path secret that goes with the stream's widget link (a hash of the link's stored hash, so a new link makes
 * a new one), or null while it has none.
 */
const widgetLinkSecret = async (db: Db, streamId: number): Promise<string | null> => {
  const link = await db
    .withTables<WidgetLinkTable>()
    .selectFrom('live_stream_widget_links')
    .select('token_hash')
    .where('live_stream_id', '=', streamId)
    .executeTakeFirst();
  return link ? createHash('sha256').update(`live-hls:${link.token_hash}`).digest('base64url') : null;
};

/** Whether the stream's liveHlsUrl is its uploaded HLS under the secret of its current widget link (any, without one). */
const upToDate = (streamId: number, liveHlsUrl: string | null, secret: string | null): liveHlsUrl is string =>
  liveHlsUrl?.startsWith(liveHlsBase(streamId) + (secret === null ? '' : `${secret}/`)) === true;

/**
 * Stores an uploaded HLS file of the stream. A playlist also drops the segments its window left behind, and the
 * first one sets the stream's liveHlsUrl to its widget path (recorded in the stream's History), so the widget
 * starts playing; one after a new widget link moves it to the new link's secret. Answers the stream's liveHlsUrl.
 */
export const storeHlsFile = async (
  db: Db,
  registry: Registry,
  storage: ObjectStore,
  stream: { id: number; liveHlsUrl: string | null },
  file: string,
  bytes: Buffer,
): Promise<string | null> => {
  await storage.put(liveHlsKey(stream.id, file), bytes, hlsTypeOf(file));
  if (!file.endsWith('.m3u8')) return stream.liveHlsUrl?.startsWith(liveHlsBase(stream.id)) ? stream.liveHlsUrl : null;
  await storage.delete(segmentsToDrop(bytes).map((s) => liveHlsKey(stream.id, s)));
  const secret = await widgetLinkSecret(db, stream.id);
  if (upToDate(stream.id, stream.liveHlsUrl, secret)) return stream.liveHlsUrl;
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('live_streams').selectAll().where('id', '=', stream.id).forUpdate().executeTakeFirstOrThrow();
    // Another upload may have set it meanwhile: keep the one set first.
    if (upToDate(stream.id, before.live_hls_url, secret)) return before.live_hls_url;
    const after = await trx
      .updateTable('live_streams')
      .set({ live_hls_url: `${liveHlsBase(stream.id)}${secret ?? newSecretToken()}/${file}`, updated_at: sql`now()` })
      .where('id', '=', stream.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordVersions(trx, registry, registry.types.LiveStream, 'update', { userId: null, via: 'venue server API' }, [
      { id: stream.id, before: before as Row, after: after as Row },
    ]);
    return after.live_hls_url;
  });
};

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * GET /hls/live/:streamId/:secret/:file: a stream's uploaded HLS, for whoever holds its liveHlsUrl, and only
 * while the widget would play it: not cancelled, not under a Video Block, from its start until shortly after its
 * finish. Any other path answers 404, whichever part is wrong, so the path gives nothing away.
 */
export const registerLiveHlsRoute = (app: FastifyInstance, db: Db, storage: ObjectStore): void => {
  app.get<{ Params: { streamId: string; secret: string; file: string } }>('/hls/live/:streamId/:secret/:file', async (req, reply) => {
    const { streamId, secret, file } = req.params;
    const notFound = () => reply.status(404).send({ error: 'No such live stream file.' });
    const id = /^\d{1,15}$/.test(streamId) ? Number(streamId) : null;
    if (id === null || !SECRET.test(secret) || !HLS_FILE.test(file)) return notFound();
    const row = await db
      .selectFrom('live_streams as ls')
      .select(['ls.live_hls_url', 'ls.cancelled', 'ls.start_at', 'ls.finish_at', liveStreamBlockedSql('ls').as('blocked')])
      .where('ls.id', '=', id)
      .executeTakeFirst();
    const base = `${liveHlsBase(id)}${secret}/`;
    if (!row?.live_hls_url || !sameText(row.live_hls_url.slice(0, base.length), base)) return notFound();
    const now = Date.now();
    if (row.cancelled || now < row.start_at.getTime() || now > row.finish_at.getTime() + FINISH_GRACE_MS)
      return reply.status(410).send({ error: 'This live stream is not live: it is cancelled, finished or yet to start.' });
    if (row.blocked) return reply.status(403).send({ error: "The live stream is blocked by its organisation's Video Block." });
    const object = await storage.get(liveHlsKey(id, file));
    if (!object) return notFound();
    return reply
      .type(hlsTypeOf(file))
      .header('content-length', object.size)
      .header('cache-control', file.endsWith('.m3u8') ? 'no-cache' : 'private, max-age=3600')
      .send(object.body);
  });
};
