import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/database.ts';
import { blobBytes } from '../../files/blobs.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { isStoredRef } from '../../files/storedFile.ts';
import { invalidInput } from '../../errors.ts';
import { runFfmpeg, withTempDir } from './ffmpeg.ts';
import { CANVAS, NO_PREVIEW_VIDEO } from './motioncrop.ts';

/** A surface's filter values (spec 002 §3 Filter config), as the API names them. */
export interface FilterValues {
  filterDefishAmount?: number | null;
  filterDefishOutwidth?: number | null;
  filterRotateDegrees?: number | null;
  filterCropArea?: unknown;
}

interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const NOT_THIS_CAMERA = "This video is not from the surface's camera.";
export const CROP_OUTSIDE = 'The crop area lies outside the picture.';

/** How strongly a defish amount (0–3) bends the picture back: ffmpeg lenscorrection's k1 and k2 per unit. */
const K1_PER_AMOUNT = -0.15;
const K2_PER_AMOUNT = -0.05;

/** A number as ffmpeg reads it: at most four decimals, no trailing zeros. */
const num = (n: number): string => String(Number(n.toFixed(4)));

const isRectangle = (v: unknown): v is Rectangle =>
  !!v && ['x', 'y', 'width', 'height'].every((k) => typeof (v as Record<string, unknown>)[k] === 'number');

/** A rectangle as a column holds it (an object) or as a checked argument holds it (its JSON text). */
const rectangleOf = (v: unknown): Rectangle | null => {
  if (typeof v === 'string') {
    try {
      return rectangleOf(JSON.parse(v));
    } catch {
      return null;
    }
  }
  return isRectangle(v) ? v : null;
};

/** The part of a crop rectangle inside the 1280x720 canvas, in even whole pixels (what encoders need). */
const clipCrop = (r: Rectangle): Rectangle | null => {
  const x = Math.max(0, Math.round(r.x));
  const y = Math.max(0, Math.round(r.y));
  const even = (n: number) => n - (n % 2);
  const width = even(Math.min(CANVAS.width, Math.round(r.x + r.width)) - x);
  const height = even(Math.min(CANVAS.height, Math.round(r.y + r.height)) - y);
  return width > 0 && height > 0 ? { x, y, width, height } : null;
};

/**
 * The ffmpeg filter chain of a surface's filter values, in the order the encoder applies them: the picture
 * scaled to the 1280x720 canvas the crop area is drawn on, defished (lens correction, stronger with the
 * amount), rotated (degrees, clockwise, corners black), cropped, then scaled to the defish output width.
 * A value left empty (or 0 for amount, rotation and width) adds no filter.
 *
 * @example filterChain({ filterDefishAmount: 0.6, filterRotateDegrees: 2 })
 * // 'scale=1280:720,lenscorrection=cx=0.5:cy=0.5:k1=-0.09:k2=-0.03,rotate=2*PI/180:fillcolor=black'
 */
export const filterChain = (values: FilterValues): string => {
  const filters = [`scale=${CANVAS.width}:${CANVAS.height}`];
  const amount = values.filterDefishAmount ?? 0;
  if (amount > 0) filters.push(`lenscorrection=cx=0.5:cy=0.5:k1=${num(K1_PER_AMOUNT * amount)}:k2=${num(K2_PER_AMOUNT * amount)}`);
  const rotate = values.filterRotateDegrees ?? 0;
  if (rotate !== 0) filters.push(`rotate=${num(rotate)}*PI/180:fillcolor=black`);
  if (values.filterCropArea != null) {
    const rect = rectangleOf(values.filterCropArea);
    const crop = rect && clipCrop(rect);
    if (!crop) throw invalidInput([{ field: 'filterCropArea', message: CROP_OUTSIDE }]);
    filters.push(`crop=${crop.width}:${crop.height}:${crop.x}:${crop.y}`);
  }
  const outwidth = values.filterDefishOutwidth ?? 0;
  if (outwidth > 0) filters.push(`scale=${outwidth}:-2`);
  return filters.join(',');
};

/** Where a frame comes from: a video's stored clip, or (no clip anywhere) the surface's last snapshot. */
interface FrameSource {
  bytes: Buffer;
}

const storedBytes = async (trx: Db, storage: ObjectStore, file: unknown): Promise<Buffer | null> =>
  isStoredRef(file) ? blobBytes(trx, storage, file.blobId) : null;

/**
 * The frame a preview starts from: the given video's clip (refused when it is another camera's), else the
 * camera's latest video with a clip, else the snapshot of `surfaceId` (or of the camera's first surface), else
 * the camera's own snapshot.
 * 'No video available for preview.' when there is none.
 */
export const previewSource = async (
  trx: Db,
  storage: ObjectStore,
  cameraId: number,
  videoId: number | null,
  surfaceId?: number,
): Promise<FrameSource> => {
  const problem = (field: string, message: string) => invalidInput([{ field, message }]);
  if (videoId !== null) {
    const video = await trx.selectFrom('videos').select(['camera_id', 'clip']).where('id', '=', videoId).executeTakeFirstOrThrow();
    if (video.camera_id !== cameraId) throw problem('videoId', NOT_THIS_CAMERA);
    const bytes = await storedBytes(trx, storage, video.clip);
    if (!bytes) throw problem('videoId', NO_PREVIEW_VIDEO);
    return { bytes };
  }
  const videos = await trx
    .selectFrom('videos')
    .select('clip')
    .where('camera_id', '=', cameraId)
    .where('clip', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .execute();
  const fromVideo = videos.length ? await storedBytes(trx, storage, videos[0].clip) : null;
  if (fromVideo) return { bytes: fromVideo };
  let surfaces = trx.selectFrom('surfaces').select('snapshot').where('camera_id', '=', cameraId).where('snapshot', 'is not', null);
  if (surfaceId !== undefined) surfaces = surfaces.where('id', '=', surfaceId);
  const surface = await surfaces.orderBy('id').limit(1).executeTakeFirst();
  const fromSnapshot = surface ? await storedBytes(trx, storage, surface.snapshot) : null;
  if (fromSnapshot) return { bytes: fromSnapshot };
  const camera = await trx.selectFrom('cameras').select('snapshot').where('id', '=', cameraId).executeTakeFirst();
  const fromCamera = camera ? await storedBytes(trx, storage, camera.snapshot) : null;
  if (fromCamera) return { bytes: fromCamera };
  throw problem('videoId', NO_PREVIEW_VIDEO);
};

/** The preview's width at most: a wide defish output is shown scaled down. */
const PREVIEW_MAX_WIDTH = 1280;

/**
 * Renders one JPEG of the source's first frame through `chain` (then scaled down to at most 1280 wide),
 * by ffmpeg run without a shell: the chain is one argument, built only from checked numbers.
 */
export const renderJpeg = (source: FrameSource, chain: string): Promise<Buffer> =>
  withTempDir(async (dir) => {
    const input = join(dir, 'in');
    const output = join(dir, 'preview.jpg');
    await writeFile(input, source.bytes);
    const vf = `${chain},scale='min(${PREVIEW_MAX_WIDTH},iw)':-2`;
    await runFfmpeg(['-i', input, '-frames:v', '1', '-vf', vf, '-q:v', '3', '-f', 'image2', output]);
    return readFile(output);
  });

export type ProjectedPosition = 'left' | 'middle' | 'right';

/**
 * The motion crop of a projected position: a 16:9 window as tall as the motion area (narrowed to it when
 * the area is not that wide), at its left edge, its centre or its right edge, scaled to 1280x720. Without
 * a motion area, the whole canvas.
 */
export const motionCropFilter = (motionArea: unknown, position: ProjectedPosition): string => {
  const rect = rectangleOf(motionArea);
  const area = (rect && clipCrop(rect)) ?? { x: 0, y: 0, ...CANVAS };
  const width = Math.min(area.width, Math.round((area.height * 16) / 9 / 2) * 2);
  const x = position === 'left' ? area.x : position === 'right' ? area.x + area.width - width : area.x + Math.round((area.width - width) / 2);
  return `crop=${width}:${area.height}:${x}:${area.y},scale=${CANVAS.width}:${CANVAS.height}`;
};
