import type { FastifyInstance } from 'fastify';
import { imageRouteError, sendPrivateJpeg } from '../media/privateImageReply.ts';
import type { ServerRegistry } from '../../records/serverRegistry.ts';
import { courtPreviewPath, type CourtPreviewRoute } from '../../../shared/courtPreview.ts';
import type { Db } from '../../db/database.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { requestViewer } from '../../http/requestViewer.ts';
import { parseRecordId } from '../../input/ids.ts';
import { RecordStore } from '../../records/store.ts';
import { failureWords } from '../media/previewFailure.ts';
import { ADVERTISING_DISABLED, MOTIONCROP_TYPES, NO_PREVIEW_VIDEO, previewJpeg, type AssetRow } from '../media/motioncrop.ts';

export interface CourtPreviewRouteDeps {
  db: Db;
  registry: ServerRegistry;
  storage: ObjectStore;
}

/** What the tab says of an asset the video does not show (the Court Preview action's availability message). */
export const NOT_PREVIEWABLE = 'Court Preview is available only for a billboard, video overlay or centre court underlay with a file.';
export const PRESET_WITHOUT_ASSETS = 'This preset has no billboard, video overlay or centre court underlay to preview.';

const ASSET_COLUMNS = ['asset_type', 'asset_uploader', 'video_overlay_position'] as const;

/** The assets a preview draws: the ad asset itself, or every asset of the preset, in id order. */
const assetsOf = async (db: Db, typename: 'AdAsset' | 'AdPreset', id: number): Promise<AssetRow[]> => {
  if (typename === 'AdAsset') return db.selectFrom('ad_assets').select(ASSET_COLUMNS).where('id', '=', id).execute();
  const preset = await db.selectFrom('ad_presets').select('ad_asset_ids').where('id', '=', id).executeTakeFirst();
  const ids = (preset?.ad_asset_ids ?? []) as number[];
  return ids.length ? db.selectFrom('ad_assets').select(ASSET_COLUMNS).where('id', 'in', ids).orderBy('id').execute() : [];
};

const shown = (a: AssetRow) => (MOTIONCROP_TYPES as readonly string[]).includes(a.asset_type) && !!a.asset_uploader;

/**
 * GET /readmin/ad_assets/:id/court_preview.jpg?courtId=… and /readmin/ad_presets/:id/court_preview.jpg?courtId=…
 * (spec 002 §2.9 Court Preview tab, §5): the latest frame of the court's newest video (else its camera
 * snapshot) with the asset, or each asset of the preset, drawn where the video shows it. Signed in (else
 * 401); the ad and the court readable through the record store, with the same access as reading their
 * records (else 404, so ids reveal nothing); 409 'Advertising is disabled on this court.' and for an asset
 * the video does not show; 404 'No video available for preview.' when the court has nothing to draw on.
 */
export const registerCourtPreviewRoute = (app: FastifyInstance, deps: CourtPreviewRouteDeps) => {
  const route = (path: CourtPreviewRoute, typename: 'AdAsset' | 'AdPreset') =>
    app.get<{ Params: { id: string }; Querystring: { courtId?: string } }>(courtPreviewPath(path, ':id'), async (req, reply) => {
      const viewer = await requestViewer(deps.db, deps.registry, req);
      if (!viewer) return imageRouteError(reply, 401, 'Sign in to see the court preview.');
      const store = new RecordStore(deps.db, deps.registry, viewer);
      const id = parseRecordId(req.params.id);
      const courtId = parseRecordId(req.query.courtId ?? '');
      const [ad, court] = await Promise.all([
        id === null ? null : store.get(typename, id).catch(() => null),
        courtId === null ? null : store.get('Court', courtId).catch(() => null),
      ]);
      if (!ad || id === null) return imageRouteError(reply, 404, 'Not Found');
      if (!court || courtId === null) return imageRouteError(reply, 404, 'Choose a court you may read.');
      const db = deps.db;
      const assets = (await assetsOf(db, typename, id)).filter(shown);
      if (!assets.length) return imageRouteError(reply, 409, typename === 'AdAsset' ? NOT_PREVIEWABLE : PRESET_WITHOUT_ASSETS);
      const bytes = await previewJpeg(db, deps.storage, courtId, assets, 'video').catch((e: unknown) => e as Error);
      if (bytes instanceof Error) {
        if (bytes.message === ADVERTISING_DISABLED) return imageRouteError(reply, 409, ADVERTISING_DISABLED);
        if (bytes.message === NO_PREVIEW_VIDEO) return imageRouteError(reply, 404, NO_PREVIEW_VIDEO);
        req.log.error({ err: bytes }, 'court preview failed');
        // The failure's own words (ffmpeg's error, a picture that cannot be read), under the answer's x-request-id.
        return imageRouteError(reply, 500, `The court preview could not be drawn: ${failureWords(bytes)}`);
      }
      return sendPrivateJpeg(reply, bytes);
    });
  route('ad_assets', 'AdAsset');
  route('ad_presets', 'AdPreset');
};
