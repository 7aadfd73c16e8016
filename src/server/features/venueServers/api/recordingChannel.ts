import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Registry } from '../../../../metadata/normalized.ts';
import type { Row } from '../../../db/row.ts';
import type { ObjectStore } from '../../../files/storage/objectStore.ts';
import { recordVersions } from '../../../audit/versions.ts';
import { parseRecordId } from '../../../input/ids.ts';
import { probeSeconds, withTempDir } from '../../media/ffmpeg.ts';
import { recordingKey, recordingUrl, sizeMb } from '../../media/videoFiles.ts';
import type { RecordingAnswer } from '../../../../shared/venueServerApi.ts';
import { VenueApiRefusal, type VenueCaller } from './authenticate.ts';
import { BodyProblem } from './reportBodies.ts';
import { isoTime } from './cameraChannel.ts';

/** A recording's place, checked before its body is read: a court of the server's venue, and when it started. */
export interface RecordingTarget {
  courtId: number;
  startedAt: Date;
}

/** The court and start a recording upload names (`?court=<id>&startedAt=<ISO>`); a court of another venue reads as missing. */
export const recordingTarget = async (db: Db, server: VenueCaller, query: Record<string, unknown>): Promise<RecordingTarget> => {
  const named = typeof query.court === 'string' ? query.court : '';
  if (!named) throw new BodyProblem('court', "is missing: name the court's id, ?court=<id>");
  const startedAt = isoTime('startedAt', query.startedAt);
  const id = parseRecordId(named);
  const court = id
    ? await db
        .selectFrom('courts as c')
        .innerJoin('venue_servers as vs', 'vs.venue_id', 'c.venue_id')
        .select('c.id')
        .where('c.id', '=', id)
        .where('vs.id', '=', server.id)
        .executeTakeFirst()
    : undefined;
  if (!court) throw new VenueApiRefusal(404, `No court ${named} at the venue of venue server ${server.name}.`);
  return { courtId: court.id, startedAt };
};

/** The video's length by ffprobe, or the reason it is not a video one can cut from. */
const videoSeconds = (mp4: Buffer): Promise<number> =>
  withTempDir(async (dir) => {
    const file = join(dir, 'recording.mp4');
    await writeFile(file, mp4);
    return probeSeconds(file).catch(() => {
      throw new BodyProblem('body', 'ffprobe cannot read a duration from it: send a whole MP4 (its moov box written, e.g. -movflags +faststart)');
    });
  });

/**
 * Creates the court's Recording (uploaded) from an MP4: its file goes to the object store at recordingKey(id)
 * first, then the row that names it commits (with its History entry, by the API), so no row points at a
 * missing file; its length is ffprobe's, and it finished that long after it started.
 */
export const recordUpload = async (
  db: Db,
  registry: Registry,
  storage: ObjectStore,
  target: RecordingTarget,
  mp4: Buffer,
): Promise<RecordingAnswer> => {
  const seconds = await videoSeconds(mp4);
  const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('recordings', 'id'))::integer AS id`.execute(db);
  const id = rows[0].id;
  await storage.put(recordingKey(id), mp4, 'video/mp4');
  const finishedAt = new Date(target.startedAt.getTime() + Math.round(seconds * 1000));
  const row = await db
    .transaction()
    .execute(async (trx) => {
      const created = await trx
        .insertInto('recordings')
        .values({
          id,
          court_id: target.courtId,
          started_at: target.startedAt,
          finished_at: finishedAt,
          duration_seconds: Math.round(seconds),
          state: 'uploaded',
          size_mb: sizeMb(mp4.length),
          url: recordingUrl(id),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordVersions(trx, registry, registry.types.Recording, 'create', { userId: null, via: 'venue server API' }, [
        { id, before: null, after: created as Row },
      ]);
      return created;
    })
    .catch(async (err: unknown) => {
      await storage.delete([recordingKey(id)]);
      throw err;
    });
  return {
    recording: {
      id: String(row.id),
      court: String(row.court_id),
      state: row.state,
      startedAt: target.startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationSeconds: Number(row.duration_seconds),
      sizeMb: Number(row.size_mb),
      url: row.url!,
    },
  };
};
