import type { Feature } from '../../feature.ts';
import type { RecordObject } from '../../records/record.ts';
import { placeOnWindow } from './encodingTimeline.ts';
import { registerHlsRoutes } from './hlsRoutes.ts';
import { DEFAULT_DEMO_HLS_BASE } from './demoHls.ts';
import liveStreamWidgetLinkIssuedAt from './computed/liveStreamWidgetLinkIssuedAt.ts';
import { afterUpdateLiveStream, beforeCreateLiveStream } from './liveStreamHooks.ts';

/**
 * Live streams (spec 002 §2.9, §9): streams only where the court allows them and within the venue's concurrent
 * limit, the encoding timeline on the stream's window, the demo HLS stream, scorer and widget links.
 */
export const liveStreams: Feature = {
  name: 'liveStreams',
  graphql: {
    sdl: new URL('./schema.graphql', import.meta.url),
    query: { liveStream: (_p, a, ctx) => ctx.store.get('LiveStream', a.id as string) },
    fields: {
      LiveStream: {
        // The stored spans, each placed on the stream's start..finish window.
        encodingTimelineItems: (stored) => async (stream, a, ctx, info) =>
          placeOnWindow(stream, ((await stored?.(stream, a, ctx, info)) ?? []) as RecordObject[]),
      },
    },
  },
  routes(app, deps) {
    registerHlsRoutes(app, { baseDir: deps.dataDir ?? DEFAULT_DEMO_HLS_BASE, db: deps.database.db, storage: deps.storage });
  },
  computedFields: { liveStreamWidgetLinkIssuedAt },
  hooks: { beforeCreate: { LiveStream: beforeCreateLiveStream }, afterUpdate: { LiveStream: afterUpdateLiveStream } },
  handlers: {
    addLiveStreamScorer: () => import('./handlers/addLiveStreamScorer.ts'),
    liveStreamScorerNewLink: () => import('./handlers/liveStreamScorerNewLink.ts'),
    liveStreamWidgetLink: () => import('./handlers/liveStreamWidgetLink.ts'),
  },
};
