import type { RequestContext } from '../../context.ts';
import type { RecordObject } from '../../records/record.ts';
import { invalidInput } from '../../errors.ts';

/** How many videos one videos(ids) call may name: what a console dialog's selection holds, and a bound on the work. */
export const MAX_VIDEO_IDS = 100;

/**
 * video(id) (spec 002 §7): one video with its originalVideoUrl and originalVideoAvailable, through the record
 * store, so the viewer's read access and organisation scope apply exactly as for readminObject (out of reach
 * reads as null).
 */
export const video = (ctx: RequestContext, id: string): Promise<RecordObject | null> => ctx.store.get('Video', id);

/**
 * videos(ids) (spec 002 §7): the named videos the viewer may read, in the order asked; the others are left
 * out, as a list of the type leaves them out.
 */
export const videos = async (ctx: RequestContext, ids: string[]): Promise<RecordObject[]> => {
  if (ids.length > MAX_VIDEO_IDS) throw invalidInput([{ field: 'ids', message: `ids may name at most ${MAX_VIDEO_IDS} videos (got ${ids.length})` }]);
  const found = await ctx.store.list('Video', { ids, limit: ids.length });
  const byId = new Map(found.map((record) => [String(record.id), record]));
  return ids.flatMap((id) => byId.get(String(Number(id))) ?? []);
};
