import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Registry } from '../../../metadata/normalized.ts';
import type { Db } from '../../db/database.ts';
import { recordVersions } from '../../audit/versions.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { probeSeconds, withTempDir } from './ffmpeg.ts';
import { recordingKey, recordingUrl, sizeMb } from './videoFiles.ts';

/** A recording's file, by ffprobe: its length in seconds; rejects, saying so, when ffprobe cannot read it as media. */
export const recordingSeconds = (bytes: Buffer): Promise<number> =>
  withTempDir(async (dir) => {
    const file = join(dir, 'recording.mp4');
    await writeFile(file, bytes);
    return probeSeconds(file).catch(() => {
      throw new Error('The recording is not a video file ffprobe can read.');
    });
  });

/**
 * Stores a court's recording as uploaded (the venue server API's upload calls this): the bytes go to the
 * object store at recordingKey (the standard shelf, whatever the recording's state later: cuts read it
 * there), then the row, audited as changed by `actor`, says uploaded with its size, its length by ffprobe and
 * its media URL. A file ffprobe cannot read is refused before anything is written. Returns the row.
 */
export const storeRecordingFile = async (
  deps: { db: Db; registry: Registry; storage: ObjectStore },
  recordingId: number,
  bytes: Buffer,
  actor: { userId: number | null; via: string } = { userId: null, via: 'venue server' },
) => {
  const seconds = await recordingSeconds(bytes);
  await deps.storage.put(recordingKey(recordingId), bytes, 'video/mp4');
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('recordings').selectAll().where('id', '=', recordingId).forUpdate().executeTakeFirst();
    if (!before) throw new Error(`No recording with id ${recordingId}.`);
    const after = await trx
      .updateTable('recordings')
      .set({
        state: 'uploaded',
        size_mb: sizeMb(bytes.length),
        duration_seconds: Math.round(seconds),
        url: recordingUrl(recordingId),
        updated_at: sql`now()`,
      })
      .where('id', '=', recordingId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordVersions(trx, deps.registry, deps.registry.types.Recording, 'update', actor, [{ id: recordingId, before, after }]);
    return after;
  });
};
