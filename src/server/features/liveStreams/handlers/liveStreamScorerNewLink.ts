import { issueLinkSecret, publicLinkUrl } from '../../../auth/linkSecrets.ts';
import type { OperationHandler } from '../../../context.ts';

/** liveStreamScorerNewLink: replaces the scorer link (the old one stops working) and answers the new one, shown this once. */
const liveStreamScorerNewLink: OperationHandler = async ({ ctx, trx, rows }) => {
  const { secret, hash } = issueLinkSecret();
  await trx.updateTable('live_stream_scorers').set({ token_hash: hash }).where('id', '=', rows[0].id).execute();
  return publicLinkUrl(ctx, '/live_scorer', secret);
};

export default liveStreamScorerNewLink;
