import { previewJpeg } from '../../media/motioncrop.ts';
import { explainPreviewFailure } from '../../media/previewFailure.ts';
import type { FileResult } from '../../../operations/results.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * adPresetPreviewMotioncrop (spec 001 §7): the chosen court's camera picture with every asset of the preset
 * that the video shows (billboards, overlays, underlays; not email banners). Reads only.
 */
const adPresetPreviewMotioncrop: OperationHandler = async ({ ctx, trx, rows: [preset], args }): Promise<FileResult> => {
  const ids = (preset.ad_asset_ids ?? []) as number[];
  const assets = ids.length
    ? await trx
        .selectFrom('ad_assets')
        .select(['asset_type', 'asset_uploader', 'video_overlay_position'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  const bytes = await explainPreviewFailure(ctx, 'The court preview', () => previewJpeg(trx, ctx.storage, args.court as number, assets));
  return { bytes, filename: `court-preview-preset-${preset.id}.jpg` };
};

export default adPresetPreviewMotioncrop;
