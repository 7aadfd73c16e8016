import { filterChain, previewSource, renderJpeg } from '../filterChain.ts';
import { explainPreviewFailure } from '../previewFailure.ts';
import type { FileResult } from '../../../operations/results.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * surfacePreviewFilterChain (spec 002 §7): a frame of the surface camera's video through the surface's
 * saved filter chain, as a JPEG. Reads only, so no audit version.
 */
const surfacePreviewFilterChain: OperationHandler = ({ ctx, trx, rows: [surface], args }): Promise<FileResult> =>
  explainPreviewFailure(ctx, 'The preview', async () => {
    const chain = filterChain({
      filterDefishAmount: surface.filter_defish_amount as number | null,
      filterDefishOutwidth: surface.filter_defish_outwidth as number | null,
      filterRotateDegrees: surface.filter_rotate_degrees as number | null,
      filterCropArea: surface.filter_crop_area,
    });
    const source = await previewSource(trx, ctx.storage, surface.camera_id as number, (args.video as number | null | undefined) ?? null, surface.id);
    return { bytes: await renderJpeg(source, chain), filename: `surface-${surface.id}-filter-preview.jpg` };
  });

export default surfacePreviewFilterChain;
