import { invalidInput } from '../../../errors.ts';
import { issueLinkSecret, publicLinkUrl } from '../../../auth/linkSecrets.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * addLiveStreamScorer: a live scorer for a live stream the caller may read (the argument check), answering
 * its scorer link, shown this once (only the hash is kept). The executor audits the new row.
 */
const addLiveStreamScorer: OperationHandler = async ({ ctx, trx, args, created }) => {
  const liveStreamId = Number(args.liveStream);
  const existing = await trx.selectFrom('live_stream_scorers').select('id').where('live_stream_id', '=', liveStreamId).executeTakeFirst();
  if (existing) throw invalidInput([{ field: 'liveStream', message: 'This live stream already has a live scorer.' }]);
  const { secret, hash } = issueLinkSecret();
  const row = await trx
    .insertInto('live_stream_scorers')
    .values({
      live_stream_id: liveStreamId,
      team1_display: String(args.team1Display),
      team2_display: String(args.team2Display),
      team1_score: 0,
      team2_score: 0,
      period: 'Q1',
      token_hash: hash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  created(row.id);
  return publicLinkUrl(ctx, '/live_scorer', secret);
};

export default addLiveStreamScorer;
