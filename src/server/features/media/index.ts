import type { Feature } from '../../feature.ts';
import * as cameraQueries from './cameraQueries.ts';
import * as videoQueries from './videoQueries.ts';
import { recordingsAny, type RecordingsAnyArgs } from './recordingsAny.ts';
import { registerLiveImageRoute } from './liveImageRoute.ts';
import { registerVideoBlockRoutes } from './videoBlockRoutes.ts';
import { registerVideoFileRoutes } from './videoFileRoutes.ts';
import { createVideoQueues, startVideoWorkers } from './videoJobs.ts';
import { VIDEO_BLOCK_MASKS } from './videoBlock.ts';
import { afterUpdateVideo, beforeCreateMotioncropTest } from './videoHooks.ts';
import gameCameraOutages from './computed/gameCameraOutages.ts';
import gameIsFullRecordingAvailable from './computed/gameIsFullRecordingAvailable.ts';
import gameIsRecorded from './computed/gameIsRecorded.ts';
import gameServerOutages from './computed/gameServerOutages.ts';
import outageActive from './computed/outageActive.ts';

/**
 * Video and cameras (spec 002 §4, §7, §9): the video pipeline's jobs (re-cut, re-encode, restore, footage cut into
 * games), the organisation's video block over every record that serves video, a camera's live image and recording
 * schedules, and the motioncrop and filter-chain previews.
 */
export const media: Feature = {
  name: 'media',
  graphql: {
    sdl: new URL('./schema.graphql', import.meta.url),
    query: {
      recordingsAny: (_p, a, ctx) => recordingsAny(ctx, a as RecordingsAnyArgs),
      video: (_p, a, ctx) => videoQueries.video(ctx, a.id as string),
      videos: (_p, a, ctx) => videoQueries.videos(ctx, a.ids as string[]),
      camera: (_p, a, ctx) => cameraQueries.camera(ctx, a.id as string),
      venueServer: (_p, a, ctx) => cameraQueries.venueServer(ctx, a.id as string),
    },
    fields: {
      Camera: {
        liveImageUrl: () => (camera, _a, ctx) => cameraQueries.liveImageUrl(ctx, camera),
        recordingSchedules: () => (camera, a, ctx) =>
          cameraQueries.recordingSchedules(ctx, camera, a as Parameters<typeof cameraQueries.recordingSchedules>[2]),
      },
    },
  },
  routes(app, deps) {
    registerLiveImageRoute(app, { db: deps.database.db, registry: deps.registry, storage: deps.storage });
    registerVideoBlockRoutes(app, { db: deps.database.db, registry: deps.registry, csrf: deps.csrf });
    registerVideoFileRoutes(app, { db: deps.database.db, registry: deps.registry, storage: deps.storage });
  },
  jobs: {
    create: (boss) => createVideoQueues(boss),
    start: (deps) => startVideoWorkers(deps.boss, { db: deps.database.db, registry: deps.registry, storage: deps.storage }),
  },
  computedFields: { gameCameraOutages, gameIsFullRecordingAvailable, gameIsRecorded, gameServerOutages, outageActive },
  hooks: {
    beforeCreate: { MotioncropTest: beforeCreateMotioncropTest },
    afterUpdate: { Video: afterUpdateVideo },
  },
  handlers: {
    addGameManually: () => import('./handlers/addGameManually.ts'),
    addOriginalVideoRequest: () => import('./handlers/addOriginalVideoRequest.ts'),
    eventsGetStitchedUrl: () => import('./handlers/eventsGetStitchedUrl.ts'),
    gameCutNewFootage: () => import('./handlers/gameCutNewFootage.ts'),
    gameScheduleAddMissingGame: () => import('./handlers/gameScheduleAddMissingGame.ts'),
    originalVideoRequestNewLink: () => import('./handlers/originalVideoRequestNewLink.ts'),
    previewFilterChain: () => import('./handlers/previewFilterChain.ts'),
    surfacePreviewFilterChain: () => import('./handlers/surfacePreviewFilterChain.ts'),
    surfacePreviewMotionCrop: () => import('./handlers/surfacePreviewMotionCrop.ts'),
    videoVersionsDeleteFootage: () => import('./handlers/videoVersionsDeleteFootage.ts'),
    videosReCut: () => import('./handlers/videosReCut.ts'),
    videosReEncode: () => import('./handlers/videosReEncode.ts'),
    videosRestoreOriginalVideo: () => import('./handlers/videosRestoreOriginalVideo.ts'),
  },
  rowMasks: VIDEO_BLOCK_MASKS,
};
