import sharp, { type OverlayOptions } from 'sharp';
import { writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { blobBytes } from '../../files/blobs.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { isStoredRef } from '../../files/storedFile.ts';
import { invalidInput } from '../../errors.ts';
import { runFfmpeg, withTempDir } from './ffmpeg.ts';
import { videoBlockedSql } from './videoBlock.ts';

/** Spec 001 §9: the ad canvas every position is given on, and the preview's size (16:9). */
export const CANVAS = { width: 1280, height: 720 } as const;

/** Spec 001 §8: a court preview's refusals. */
export const ADVERTISING_DISABLED = 'Advertising is disabled on this court.';
export const NO_PREVIEW_VIDEO = 'No video available for preview.';

export type AdAssetType = 'billboard' | 'video_overlay' | 'centre_court_underlay' | 'game_email_banner';
/** The asset types the video shows (a game email banner goes out by email only). */
export const MOTIONCROP_TYPES: readonly AdAssetType[] = ['billboard', 'video_overlay', 'centre_court_underlay'];

interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An ad asset row as the preview reads it (the ad_assets columns). */
export interface AssetRow {
  asset_type: string;
  asset_uploader: unknown;
  video_overlay_position: unknown;
}

/**
 * Where the demo's camera pictures (src/server/demo/seeds/demoImages.ts courtView) put the court, on the
 * 1280x720 canvas: the back wall's foot, where a billboard strip stands, and the centre circle.
 */
const BACK_WALL_FOOT_Y = 220;
const CENTRE_COURT = { x: 640, y: 440, width: 300, height: 110 };
/** Where an overlay sits when it has no position of its own: the bottom right, as the demo's overlays. */
const DEFAULT_OVERLAY: Rectangle = { x: 960, y: 560, width: 280, height: 120 };

/** The court's picture the assets are drawn on, and how tall its first surface's billboard strip is. */
interface CourtFrame {
  frame: Buffer;
  billboardHeight: number;
}

/** Where a court preview's picture comes from: the camera's snapshot, or the latest frame of the court's newest video. */
export type FrameSource = 'snapshot' | 'video';

/** The last frame of a clip, as PNG (ffmpeg reads the final second and keeps its last frame). */
const lastFrame = (clip: Buffer): Promise<Buffer> =>
  withTempDir(async (dir) => {
    await writeFile(join(dir, 'in'), clip);
    const out = join(dir, 'last.png');
    try {
      await runFfmpeg(['-sseof', '-1', '-i', join(dir, 'in'), '-an', '-update', '1', out]);
    } catch {
      // A clip shorter than a second, or one ffmpeg cannot seek in: its first frame will do.
      await runFfmpeg(['-i', join(dir, 'in'), '-an', '-frames:v', '1', out]);
    }
    return readFile(out);
  });

/**
 * The latest frame of the court's newest video that has a clip, is not disabled and is not under its
 * organisation's video block (a frame of a blocked video is still that video), or null.
 */
const latestVideoFrame = async (trx: Db, storage: ObjectStore, courtId: number): Promise<Buffer | null> => {
  const video = await trx
    .selectFrom('videos')
    .select('clip')
    .where('court_id', '=', courtId)
    .where('clip', 'is not', null)
    .where('disabled', '=', false)
    .where(sql<boolean>`NOT ${videoBlockedSql(sql.ref('videos.id'))}`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const bytes = video && isStoredRef(video.clip) ? await blobBytes(trx, storage, video.clip.blobId) : null;
  return bytes ? lastFrame(bytes) : null;
};

/**
 * The court's preview frame, refusing as the spec says: advertising off on the court, or nothing to draw
 * on. From 'snapshot' (the Court Preview dialog): the snapshot of the first of its surfaces that has one.
 * From 'video' (the Court Preview tab): the latest frame of the court's newest video, else that snapshot.
 * The court itself has been checked readable by the caller.
 */
export const courtFrame = async (trx: Db, storage: ObjectStore, courtId: number, source: FrameSource = 'snapshot'): Promise<CourtFrame> => {
  const court = await trx.selectFrom('courts').select(['advertising_active', 'surface_ids']).where('id', '=', courtId).executeTakeFirstOrThrow();
  const problem = (message: string) => invalidInput([{ field: 'courtId', message }]);
  if (!court.advertising_active) throw problem(ADVERTISING_DISABLED);
  const ids = (court.surface_ids ?? []) as number[];
  const surfaces = ids.length
    ? await trx.selectFrom('surfaces').select(['id', 'snapshot', 'advertising_billboard_height']).where('id', 'in', ids).execute()
    : [];
  const billboardHeight = surfaces.find((s) => s.id === ids[0])?.advertising_billboard_height ?? 80;
  const fromVideo = source === 'video' ? await latestVideoFrame(trx, storage, courtId) : null;
  if (fromVideo) return { frame: fromVideo, billboardHeight };
  for (const id of ids) {
    const surface = surfaces.find((s) => s.id === id);
    const bytes = surface && isStoredRef(surface.snapshot) ? await blobBytes(trx, storage, surface.snapshot.blobId) : null;
    if (bytes) return { frame: bytes, billboardHeight: surface!.advertising_billboard_height ?? 80 };
  }
  throw problem(NO_PREVIEW_VIDEO);
};

/** An asset's picture: the image itself, or the first frame of a video overlay (by ffmpeg), as PNG. */
const assetPicture = async (trx: Db, storage: ObjectStore, asset: AssetRow): Promise<Buffer | null> => {
  const file = asset.asset_uploader;
  if (!isStoredRef(file)) return null;
  const bytes = await blobBytes(trx, storage, file.blobId);
  if (!bytes) return null;
  if (!file.type.startsWith('video/')) return bytes;
  return withTempDir(async (dir) => {
    await writeFile(join(dir, 'in'), bytes);
    await runFfmpeg(['-i', join(dir, 'in'), '-frames:v', '1', join(dir, 'frame.png')]);
    return readFile(join(dir, 'frame.png'));
  });
};

const isRectangle = (v: unknown): v is Rectangle =>
  !!v && ['x', 'y', 'width', 'height'].every((k) => typeof (v as Record<string, unknown>)[k] === 'number');

/** The part of a rectangle inside the canvas, whole pixels (sharp refuses a layer that overflows it). */
const clip = (r: Rectangle): Rectangle | null => {
  const x = Math.max(0, Math.round(r.x));
  const y = Math.max(0, Math.round(r.y));
  const width = Math.min(CANVAS.width, Math.round(r.x + r.width)) - x;
  const height = Math.min(CANVAS.height, Math.round(r.y + r.height)) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
};

/** The layers one asset adds to the frame, by where its type shows on video. */
const layersOf = async (picture: Buffer, asset: AssetRow, billboardHeight: number): Promise<OverlayOptions[]> => {
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  switch (asset.asset_type) {
    case 'billboard': {
      // A strip along the foot of the back wall, the banner repeated across the picture's width.
      const height = Math.max(10, Math.min(billboardHeight, BACK_WALL_FOOT_Y));
      const tile = await sharp(picture).resize({ height, fit: 'inside' }).png().toBuffer();
      const { width = height } = await sharp(tile).metadata();
      const top = BACK_WALL_FOOT_Y - height;
      const layers: OverlayOptions[] = [];
      for (let left = 0; left < CANVAS.width; left += width) {
        const part = Math.min(width, CANVAS.width - left);
        const input = part === width ? tile : await sharp(tile).extract({ left: 0, top: 0, width: part, height }).toBuffer();
        layers.push({ input, left, top });
      }
      return layers;
    }
    case 'video_overlay': {
      const at = clip(isRectangle(asset.video_overlay_position) ? asset.video_overlay_position : DEFAULT_OVERLAY);
      if (!at) return [];
      const input = await sharp(picture).resize({ width: at.width, height: at.height, fit: 'contain', background: transparent }).png().toBuffer();
      return [{ input, left: at.x, top: at.y }];
    }
    case 'centre_court_underlay': {
      const { width, height } = CENTRE_COURT;
      const input = await sharp(picture).resize({ width, height, fit: 'contain', background: transparent }).png().toBuffer();
      // An underlay is painted on the floor: drawn before billboards and overlays, which may cover it.
      return [{ input, left: CENTRE_COURT.x - width / 2, top: CENTRE_COURT.y - height / 2 }];
    }
    default:
      return [];
  }
};

/**
 * The preview: the court's frame at 1280x720 with each asset drawn where its type shows (billboards along
 * the back wall, overlays at their position, underlays at centre court), as a JPEG. Simple geometry, not
 * the encoder's projection: enough to see size, colour and placement.
 */
export const previewJpeg = async (
  trx: Db,
  storage: ObjectStore,
  courtId: number,
  assets: AssetRow[],
  source: FrameSource = 'snapshot',
): Promise<Buffer> => {
  const { frame, billboardHeight } = await courtFrame(trx, storage, courtId, source);
  const layers: OverlayOptions[] = [];
  // Underlays first (on the floor), then billboards, then overlays on top of everything.
  const order = ['centre_court_underlay', 'billboard', 'video_overlay'];
  const shown = assets.filter((a) => order.includes(a.asset_type)).sort((a, b) => order.indexOf(a.asset_type) - order.indexOf(b.asset_type));
  for (const asset of shown) {
    const picture = await assetPicture(trx, storage, asset);
    if (picture) layers.push(...(await layersOf(picture, asset, billboardHeight)));
  }
  const base = await sharp(frame).resize(CANVAS.width, CANVAS.height, { fit: 'cover' }).toBuffer();
  return sharp(base).composite(layers).jpeg({ quality: 85 }).toBuffer();
};
