import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Row } from '../../db/row.ts';
import type { Registry } from '../../../metadata/normalized.ts';
import { readAll, type ObjectStore } from '../../files/storage/objectStore.ts';
import { recordVersions } from '../../audit/versions.ts';
import { FINISH_GRACE_MS, liveHlsKey, segmentsOf } from './liveHls.ts';

/** How many ended streams one sweep clears: a venue server's poll pays for a few at most. */
const SWEEP_BATCH = 10;

/**
 * Every file a stream's last playlist accounts for: the playlist, the segments it names, and the window of
 * numbered segments before them (each playlist upload already dropped the ones older than that).
 */
export const filesOfLastPlaylist = (playlistFile: string, playlist: Buffer): string[] => {
  const named = segmentsOf(playlist);
  const numbered = named.length ? /^(.*?)(\d+)\.ts$/.exec(named[0]) : null;
  if (!numbered) return [playlistFile, ...named];
  const first = Number(numbered[2]);
  const count = Math.min(named.length, first);
  const before = Array.from({ length: count }, (_, i) => `${numbered[1]}${first - count + i}.ts`);
  return [playlistFile, ...before, ...named];
};

/**
 * Clears the uploaded HLS of streams that are over (cancelled, or finished more than the grace ago): their files
 * leave the object store and their liveHlsUrl is emptied (in their History), as nothing serves it any more. Run
 * on a venue server's poll of its streams, a few at a time; answers how many streams it cleared.
 */
export const sweepEndedLiveHls = async (db: Db, registry: Registry, storage: ObjectStore, now = new Date()): Promise<number> => {
  const ended = await db
    .selectFrom('live_streams')
    .select(['id', 'live_hls_url'])
    .where('live_hls_url', 'like', '/hls/live/%')
    .where((eb) => eb.or([eb('cancelled', '=', true), eb('finish_at', '<', new Date(now.getTime() - FINISH_GRACE_MS))]))
    .orderBy('id')
    .limit(SWEEP_BATCH)
    .execute();
  for (const stream of ended) {
    const playlistFile = stream.live_hls_url!.split('/').pop()!;
    const playlist = await storage.get(liveHlsKey(stream.id, playlistFile));
    const files = playlist ? filesOfLastPlaylist(playlistFile, await readAll(playlist)) : [playlistFile];
    await storage.delete(files.map((f) => liveHlsKey(stream.id, f)));
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('live_streams')
        .selectAll()
        .where('id', '=', stream.id)
        .where('live_hls_url', '=', stream.live_hls_url)
        .forUpdate()
        .executeTakeFirst();
      // A new playlist may have moved it meanwhile (an un-cancelled stream): that one is live again.
      if (!before) return;
      const after = await trx
        .updateTable('live_streams')
        .set({ live_hls_url: null, updated_at: sql`now()` })
        .where('id', '=', stream.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordVersions(trx, registry, registry.types.LiveStream, 'update', { userId: null, via: 'venue server API' }, [
        { id: stream.id, before: before as Row, after: after as Row },
      ]);
    });
  }
  return ended.length;
};
