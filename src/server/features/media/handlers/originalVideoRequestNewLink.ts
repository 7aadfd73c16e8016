import { issueLinkSecret, publicLinkUrl } from '../../../auth/linkSecrets.ts';
import type { OperationHandler } from '../../../context.ts';

/** originalVideoRequestNewLink: replaces the download link (the old one stops working) and answers the new one, shown this once. */
const originalVideoRequestNewLink: OperationHandler = async ({ ctx, trx, rows }) => {
  const { secret, hash } = issueLinkSecret();
  await trx.updateTable('original_video_requests').set({ uuid_hash: hash }).where('id', '=', rows[0].id).execute();
  return publicLinkUrl(ctx, '/original_videos', secret);
};

export default originalVideoRequestNewLink;
