import { issueWidgetLink, widgetUrl } from '../widgetLinks.ts';
import { publicUrlOf } from '../../../config/publicUrl.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * liveStreamWidgetLink (Get Widget Link): a new secret link to the live stream's widget, answered once (the
 * console copies it: 'URL copied to clipboard.'). Only its hash is stored, as with GitHub's tokens, so the
 * console can never show it again; asking again makes a new link and the earlier one stops working. The
 * server's log names who was given a link.
 */
const liveStreamWidgetLink: OperationHandler = async ({ ctx, trx, rows }) => {
  const [stream] = rows;
  const token = await issueWidgetLink(trx, stream.id);
  ctx.log.info({ liveStreamId: stream.id, userId: ctx.viewer?.userId }, 'live stream widget link issued');
  return widgetUrl(publicUrlOf(ctx), token);
};

export default liveStreamWidgetLink;
