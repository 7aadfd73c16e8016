import { filterChain, previewSource, renderJpeg, type FilterValues } from '../filterChain.ts';
import { explainPreviewFailure } from '../previewFailure.ts';
import type { FileResult } from '../../../operations/results.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * previewFilterChain (spec 002 §7): a frame of the camera's video through the ffmpeg filter chain the given
 * filter values make, as a JPEG, and the chain itself. The filter config dialog calls it as the values
 * change, before they are saved. Reads only, so no audit version.
 */
const previewFilterChain: OperationHandler = ({ ctx, trx, rows: [camera], args }): Promise<FileResult> =>
  explainPreviewFailure(ctx, 'The preview', async () => {
    const chain = filterChain(args as FilterValues);
    const source = await previewSource(trx, ctx.storage, camera.id, (args.video as number | null | undefined) ?? null);
    const bytes = await renderJpeg(source, chain);
    return { bytes, filename: `camera-${camera.id}-filter-preview.jpg`, extra: { ffmpegFilterChain: chain } };
  });

export default previewFilterChain;
