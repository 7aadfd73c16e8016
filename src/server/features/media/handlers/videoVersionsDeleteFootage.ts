import { sql } from 'kysely';
import { versionKey } from '../videoFiles.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * videoVersionsDeleteFootage (spec 002 §4, full admins): the selected versions are disabled with their footage
 * marked deleted (the executor audits them), and once that has committed their encoded files are removed from
 * the object store. A version whose footage is already deleted is left as it is.
 */
const videoVersionsDeleteFootage: OperationHandler = async ({ trx, rows, ctx, afterCommit }) => {
  const deleting = rows.filter((row) => !row.footage_deleted);
  if (!deleting.length) return;
  await trx
    .updateTable('video_versions')
    .set({ footage_deleted: true, disabled: true, updated_at: sql`now()` })
    .where(
      'id',
      'in',
      deleting.map((row) => row.id as number),
    )
    .execute();
  const keys = deleting.map((row) => versionKey(row.video_id as number, row.quality as string));
  afterCommit(() => ctx.storage.delete(keys));
};

export default videoVersionsDeleteFootage;
