import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { RecordObject } from '../../records/record.ts';
import { forbidden } from '../../errors.ts';
import { CONSOLE_BASE } from '../../../metadata/naming.ts';
import { blobBytes } from '../../files/blobs.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { isStoredRef } from '../../files/storedFile.ts';
import { previewSource, renderJpeg } from './filterChain.ts';
import { cameraScheduledGames, recordingPeriods, scheduleWindow, venueBlocks, type RecordingPeriod } from './recordingSchedules.ts';

/** What the Live Image tab says when the venue keeps its cameras' pictures private (spec 002 §2.10). */
export const LIVE_IMAGE_NOT_ALLOWED = 'Live image previews are not allowed at this venue.';

/**
 * camera(id) (spec 002 §7): one camera through the record store, so the viewer's read access and
 * organisation/venue scope apply exactly as for readminObject (out of reach reads as null).
 */
export const camera = (ctx: RequestContext, id: string): Promise<RecordObject | null> => ctx.store.get('Camera', id);

/** venueServer(id) (spec 002 §7): one venue server (its smartState and statusEntries) through the record store. */
export const venueServer = (ctx: RequestContext, id: string): Promise<RecordObject | null> => ctx.store.get('VenueServer', id);

/** The camera's venue: its id, time zone and whether it lets its admins see the cameras' live pictures. */
const cameraVenue = (db: Db, cameraId: number) =>
  db
    .selectFrom('cameras as c')
    .innerJoin('venues as v', 'v.id', 'c.venue_id')
    .select(['v.id', 'v.time_zone', 'v.allow_camera_preview'])
    .where('c.id', '=', cameraId)
    .executeTakeFirstOrThrow();

/**
 * A camera's live image may be seen by platform admins ("full admins") at any venue, by anyone else who
 * reads the camera only where the venue allows camera preview. The caller has read the camera already.
 */
export const liveImageAllowed = async (db: Db, viewer: Viewer, cameraId: number): Promise<boolean> =>
  viewer.isAdmin || Boolean((await cameraVenue(db, cameraId)).allow_camera_preview);

/** The address of a camera's live image (served by liveImageRoute.ts, which checks the same again). */
export const liveImagePath = (cameraId: number | string) => `${CONSOLE_BASE}/cameras/${cameraId}/live_image.jpg`;

/** Camera.liveImageUrl: the image's address, or FORBIDDEN with the tab's message where the venue does not allow it. */
export const liveImageUrl = async (ctx: RequestContext, record: RecordObject): Promise<string> => {
  // A camera reached only by reference (out of the viewer's reach) shows nothing but its name, as everywhere.
  if (record.__restricted || !(await liveImageAllowed(ctx.db, ctx.viewer!, Number(record.id)))) throw forbidden(LIVE_IMAGE_NOT_ALLOWED);
  return liveImagePath(record.id);
};

/**
 * The camera's picture as a JPEG of at most 1280 wide: the last frame it captured (its snapshot), else what
 * the filter preview starts from (its latest video clip, then a surface's snapshot). ffmpeg re-encodes it,
 * so whatever format the frame was stored in, the answer is a JPEG.
 */
export const renderLiveImage = async (db: Db, storage: ObjectStore, cameraId: number): Promise<Buffer> => {
  const own = await db.selectFrom('cameras').select('snapshot').where('id', '=', cameraId).executeTakeFirstOrThrow();
  const snapshot = isStoredRef(own.snapshot) ? await blobBytes(db, storage, own.snapshot.blobId) : null;
  const source = snapshot ? { bytes: snapshot } : await previewSource(db, storage, cameraId, null);
  return renderJpeg(source, 'null');
};

/**
 * Camera.recordingSchedules(dateRange, timeZone): the periods the venue's recording blocks and the games
 * scheduled on the camera's courts make the camera record over the days of dateRange (read in timeZone).
 * Both are read directly: they belong to the camera's venue and courts, which the viewer reaches through
 * the camera they have read (the same ownership).
 */
export const recordingSchedules = async (
  ctx: RequestContext,
  record: RecordObject,
  args: { dateRange?: { start?: string | null; end?: string | null } | null; timeZone: string },
): Promise<RecordingPeriod[]> => {
  const window = scheduleWindow(args.dateRange, args.timeZone);
  if (record.__restricted) return [];
  const venue = await cameraVenue(ctx.db, Number(record.id));
  const [blocks, games] = await Promise.all([
    venueBlocks(ctx.db, Number(venue.id), window.start, window.end),
    cameraScheduledGames(ctx.db, Number(record.id), window.from, window.to),
  ]);
  return recordingPeriods(blocks, window, String(venue.time_zone ?? 'UTC'), games);
};
