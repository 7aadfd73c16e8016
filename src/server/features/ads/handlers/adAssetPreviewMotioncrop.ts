import { previewJpeg, type AssetRow } from '../../media/motioncrop.ts';
import { explainPreviewFailure } from '../../media/previewFailure.ts';
import type { FileResult } from '../../../operations/results.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * adAssetPreviewMotioncrop (spec 001 §7): the chosen court's camera picture with this asset drawn where the
 * video shows it. Availability has made sure it is a billboard, overlay or underlay with a file; the court
 * is an argument the caller may read. Reads only, so no audit version.
 */
const adAssetPreviewMotioncrop: OperationHandler = async ({ ctx, trx, rows: [asset], args }): Promise<FileResult> => {
  const drawn: AssetRow = {
    asset_type: String(asset.asset_type),
    asset_uploader: asset.asset_uploader,
    video_overlay_position: asset.video_overlay_position,
  };
  const bytes = await explainPreviewFailure(ctx, 'The court preview', () => previewJpeg(trx, ctx.storage, args.court as number, [drawn]));
  return { bytes, filename: `court-preview-${asset.id}.jpg` };
};

export default adAssetPreviewMotioncrop;
