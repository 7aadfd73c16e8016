import { GraphQLError } from 'graphql';
import type { RequestContext } from '../../context.ts';

/** The error code of a preview the server could not draw (ffmpeg failed, the frame could not be read). */
export const PREVIEW_FAILED = 'PREVIEW_FAILED';

/**
 * A failure's own words as one sentence, for a person: without the temporary folder ffmpeg names its input by
 * (which says nothing to them).
 */
export const failureWords = (e: unknown): string =>
  (e instanceof Error ? e.message : String(e)).replace(/\S*readmin-media-[^/\s]+\//g, '').replace(/\.?$/, '.');

/**
 * Runs a preview's drawing so that a failure says why, with the request's reference (extensions.reference, the
 * answer's x-request-id, which its log lines carry). A refusal written for people (no video to preview, a crop
 * outside the picture) passes with its words; anything else (ffmpeg's own error, a frame that cannot be read) is
 * logged with its stack and answered as `<what> could not be drawn: <the failure's words>` instead of the masked
 * 'Unexpected error'.
 */
export const explainPreviewFailure = async <T>(ctx: RequestContext, what: string, draw: () => Promise<T>): Promise<T> => {
  try {
    return await draw();
  } catch (e) {
    const reference = ctx.requestId === undefined ? {} : { reference: ctx.requestId };
    if (e instanceof GraphQLError) throw new GraphQLError(e.message, { extensions: { ...e.extensions, ...reference } });
    ctx.log.error({ err: e }, `${what} could not be drawn`);
    throw new GraphQLError(`${what} could not be drawn: ${failureWords(e)}`, { extensions: { code: PREVIEW_FAILED, ...reference } });
  }
};
