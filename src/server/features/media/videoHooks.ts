import { sql } from 'kysely';
import { invalidInput } from '../../errors.ts';
import type { AfterUpdate, BeforeCreate } from '../../context.ts';

/**
 * A motioncrop test is cut from its source video's original (spec 002 §5): a video whose original is
 * archived or missing must be restored first. The reference check has already found the video.
 */
export const beforeCreateMotioncropTest: BeforeCreate = async (_ctx, trx, _type, columns) => {
  const { rows } = await sql<{ available: boolean }>`
    SELECT original_video_available AS available FROM videos WHERE id = ${Number(columns.source_video_id)}`.execute(trx);
  if (!rows[0]?.available) throw invalidInput([{ field: 'sourceVideo', message: 'Original video unavailable, please restore it first.' }]);
};

/**
 * Video Settings (spec 002 §5): the camera is read-only because it is the surface's, so a new surface brings
 * its camera with it (audited with the update, which reads the rows after this hook).
 */
export const afterUpdateVideo: AfterUpdate = async (_ctx, trx, _type, targets, columns) => {
  if (!('surface_id' in columns)) return;
  await trx
    .updateTable('videos')
    .set({ camera_id: sql`(SELECT s.camera_id FROM surfaces AS s WHERE s.id = videos.surface_id)` })
    .where(
      'id',
      'in',
      targets.map((t) => t.id),
    )
    .execute();
};
