import type { PublicApi } from './publicApi.ts';
import type { OriginalVideoForm } from '../../../shared/publicApi/originalVideo.ts';
import { findOriginalVideoLink, isDownloadable, isRestoring } from './originalVideoStore.ts';

/** Where the page's download button leads: the server streams the original after checking the link again. */
export const originalVideoDownloadPath = (uuid: string): string => `/original_videos/${encodeURIComponent(uuid)}/download`;

/**
 * The original video download page (spec 000 §2.4, §4.2): the link's uuid is the visitor's credential; an
 * unknown or expired link answers null. downloadUrl while the original can be downloaded, else restoring
 * while a restore is queued, else archived (both false/null); blocked while the organisation's Video Block
 * covers it (no download, no restore shown).
 */
export const originalVideoApi: PublicApi = {
  Query: {
    originalVideoForm: async (_p, args, ctx): Promise<OriginalVideoForm | null> => {
      const uuid = String(args.uuid);
      let link = await ctx.linkThrottle.lookup(ctx.clientAddress, () => findOriginalVideoLink(ctx.db, uuid));
      if (!link) return null;
      const restorable = !isDownloadable(link) && !link.blocked && link.videoId !== null;
      const restoring = restorable && (await isRestoring(ctx.db, link.videoId!));
      // A restore that finished between the two reads left the queue only after committing the video:
      // read the link again rather than answer "archived" for an original that is downloadable now.
      if (restorable && !restoring) link = (await findOriginalVideoLink(ctx.db, uuid)) ?? link;
      const downloadable = isDownloadable(link);
      return {
        id: String(link.requestId),
        gameTitle: link.gameTitle,
        courtTitle: link.courtTitle,
        gamePlayedAt: link.gamePlayedAt ? new Date(link.gamePlayedAt).toISOString() : null,
        timeZone: link.timeZone,
        restoring,
        blocked: link.blocked,
        downloadUrl: downloadable ? originalVideoDownloadPath(uuid) : null,
      };
    },
  },
};
