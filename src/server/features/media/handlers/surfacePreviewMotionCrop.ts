import { filterChain, motionCropFilter, previewSource, renderJpeg, type ProjectedPosition } from '../filterChain.ts';
import { CANVAS } from '../motioncrop.ts';
import { explainPreviewFailure } from '../previewFailure.ts';
import type { FileResult } from '../../../operations/results.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * surfacePreviewMotionCrop (spec 002 §7): the surface camera's latest frame through the surface's filter
 * chain, framed as the motion crop frames it at the left, middle (default) or right of the motion area, as
 * a 1280x720 JPEG. Reads only, so no audit version.
 */
const surfacePreviewMotionCrop: OperationHandler = ({ ctx, trx, rows: [surface], args }): Promise<FileResult> =>
  explainPreviewFailure(ctx, 'The motion crop preview', async () => {
    const position = (args.projectedPosition as ProjectedPosition | null | undefined) ?? 'middle';
    const chain = [
      filterChain({
        filterDefishAmount: surface.filter_defish_amount as number | null,
        filterDefishOutwidth: surface.filter_defish_outwidth as number | null,
        filterRotateDegrees: surface.filter_rotate_degrees as number | null,
        filterCropArea: surface.filter_crop_area,
      }),
      `scale=${CANVAS.width}:${CANVAS.height}`,
      motionCropFilter(surface.motion_area, position),
    ].join(',');
    const source = await previewSource(trx, ctx.storage, surface.camera_id as number, null, surface.id);
    return { bytes: await renderJpeg(source, chain), filename: `surface-${surface.id}-motion-crop-${position}.jpg` };
  });

export default surfacePreviewMotionCrop;
