import { issueLinkSecret, publicLinkUrl } from '../../../auth/linkSecrets.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * addOriginalVideoRequest: a download link for a game the caller may read (the argument check), answered
 * this once (only its hash is kept). The executor audits the new row.
 */
const addOriginalVideoRequest: OperationHandler = async ({ ctx, trx, args, created }) => {
  const { secret, hash } = issueLinkSecret();
  const row = await trx
    .insertInto('original_video_requests')
    .values({
      game_id: Number(args.game),
      expires_at: args.expiresAt as Date,
      notes: (args.notes as string | null) ?? null,
      uuid_hash: hash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  created(row.id);
  return publicLinkUrl(ctx, '/original_videos', secret);
};

export default addOriginalVideoRequest;
