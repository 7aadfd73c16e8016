import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { deleteBlobs, insertBlob } from '../../../files/blobs.ts';
import type { ObjectStore } from '../../../files/storage/objectStore.ts';
import { isStoredRef, type StoredFileRef } from '../../../files/storedFile.ts';
import { parseRecordId } from '../../../input/ids.ts';
import type { SnapshotAnswer, VenueCamera } from '../../../../shared/venueServerApi.ts';
import { VenueApiRefusal, type VenueCaller } from './authenticate.ts';
import { BodyProblem } from './reportBodies.ts';

/** The server's cameras (Camera.venueServer), each with the courts its surfaces film (Court.surfaces). */
export const listServerCameras = async (db: Db, server: VenueCaller): Promise<VenueCamera[]> => {
  const cameras = await db
    .selectFrom('cameras')
    .select(['id', 'camera_id', 'enabled'])
    .where('venue_server_id', '=', server.id)
    .orderBy('camera_id')
    .execute();
  if (cameras.length === 0) return [];
  const filmed = await db
    .selectFrom('surfaces as s')
    .innerJoin('courts as c', (join) => join.on(sql<boolean>`s.id = ANY(c.surface_ids)`))
    .select(['s.camera_id', 'c.id', 'c.name'])
    .where(
      's.camera_id',
      'in',
      cameras.map((c) => c.id),
    )
    .orderBy('c.name')
    .execute();
  return cameras.map((c) => {
    const courts = new Map(filmed.filter((f) => f.camera_id === c.id).map((f) => [f.id, { id: String(f.id), name: f.name }]));
    return { id: String(c.id), cameraId: c.camera_id, enabled: c.enabled, courts: [...courts.values()] };
  });
};

/** The camera a path names (its id, or its Camera ID cam-…), if it is one of the server's: another server's camera reads as missing. */
const serverCamera = (trx: Db, server: VenueCaller, named: string) => {
  const id = parseRecordId(named);
  const query = trx.selectFrom('cameras').select(['id', 'camera_id', 'snapshot']).where('venue_server_id', '=', server.id);
  return (id ? query.where('id', '=', id) : query.where('camera_id', '=', named)).forUpdate().executeTakeFirst();
};

/** How far ahead of the platform's clock a server's takenAt may be (clocks drift), and no further. */
const CLOCK_SLACK_MS = 5 * 60_000;

/** The time a query parameter gives (ISO 8601 with its offset), checked; `field` names it in the refusal. */
export const isoTime = (field: string, value: unknown): Date => {
  const text = typeof value === 'string' ? value : '';
  const at = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(text) ? new Date(text) : null;
  if (!at || Number.isNaN(at.getTime())) throw new BodyProblem(field, 'must be a time in ISO 8601 with its offset, e.g. 2026-09-05T06:12:00Z');
  if (at.getTime() > Date.now() + CLOCK_SLACK_MS) throw new BodyProblem(field, 'is in the future');
  return at;
};

/**
 * Stores a JPEG as the camera's snapshot (the image the Live Image tab and the camera's thumbnail show) with
 * the time it was taken, replacing the last one and its blob (whose object goes once the new one has
 * committed). Not audited, like the status: a server sends one every round, which would bury the camera's
 * History.
 */
export const recordSnapshot = async (
  db: Db,
  storage: ObjectStore,
  server: VenueCaller,
  named: string,
  jpeg: Buffer,
  takenAt: Date,
): Promise<SnapshotAnswer> => {
  const { answer, replaced } = await db.transaction().execute(async (trx) => {
    const camera = await serverCamera(trx, server, named);
    if (!camera) throw new VenueApiRefusal(404, `No camera ${named} on venue server ${server.name}.`);
    const ref: StoredFileRef = { blobId: randomUUID(), name: `${camera.camera_id}-snapshot.jpg`, size: jpeg.length, type: 'image/jpeg' };
    await insertBlob(trx, storage, ref.blobId, { typename: 'Camera', recordId: camera.id, field: 'snapshot' }, ref.type, jpeg);
    await trx
      .updateTable('cameras')
      .set({ snapshot: ref, snapshot_taken_at: takenAt, updated_at: sql`now()` })
      .where('id', '=', camera.id)
      .execute();
    const replaced = isStoredRef(camera.snapshot) ? await deleteBlobs(trx, [camera.snapshot.blobId]) : [];
    const answer = { camera: { id: String(camera.id), cameraId: camera.camera_id, snapshotTakenAt: takenAt.toISOString(), size: jpeg.length } };
    return { answer, replaced };
  });
  await storage.delete(replaced);
  return answer;
};
