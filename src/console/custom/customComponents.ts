import { lazy } from 'react';
import type { CustomComponentName } from '../../metadata/customComponents.ts';
import type { ActionDialogProps } from '../dialogs/actionDialogProps.ts';
import type { ConsoleComponents } from './ConsoleComponentsContext.ts';
import type { CustomField, CustomTabProps, LazyComponent } from './customTypes.ts';

/**
 * The console's component for every name of src/metadata/customComponents.ts, each loaded on demand (as
 * lazyPages.ts does). A name added there does not compile until it has its entry here, e.g.
 * `teamStats: lazy(() => import('./tabs/TeamStatsTab.tsx'))`, the module's default export taking CustomTabProps.
 */
export const CUSTOM_TABS: Record<CustomComponentName<'tab'>, LazyComponent<CustomTabProps>> = {
  venueServerStatus: lazy(() => import('./tabs/VenueServerStatusTab.tsx')),
  smartState: lazy(() => import('./tabs/SmartStateTab.tsx')),
  facebookAccount: lazy(() => import('./tabs/FacebookAccountTab.tsx')),
  motioncropPreview: lazy(() => import('./tabs/MotioncropPreviewTab.tsx')),
  youtubeAccount: lazy(() => import('./tabs/YoutubeAccountTab.tsx')),
  orgDashboard: lazy(() => import('./tabs/OrgDashboardTab.tsx')),
  teamRegistrationSubmission: lazy(() => import('./tabs/TeamRegistrationSubmissionTab.tsx')),
  cameraLiveImage: lazy(() => import('./tabs/CameraLiveImageTab.tsx')),
  cameraRecordingSchedules: lazy(() => import('./tabs/CameraRecordingSchedulesTab.tsx')),
  leaderboardContent: lazy(() => import('./tabs/LeaderboardContentTab.tsx')),
  encodingTimeline: lazy(() => import('./tabs/EncodingTimelineTab.tsx')),
  apiGameScheduleResult: lazy(() => import('./tabs/ApiGameScheduleResultTab.tsx')),
  adCourtPreview: lazy(() => import('./tabs/AdCourtPreviewTab.tsx')),
};

/** An action's own dialog, in place of the generic one, with the same props. */
export const CUSTOM_ACTIONS: Record<CustomComponentName<'action'>, LazyComponent<ActionDialogProps>> = {
  surfaceEncodingConfig: lazy(() => import('./actions/SurfaceEncodingConfigDialog.tsx')),
  surfaceFilterConfig: lazy(() => import('./actions/SurfaceFilterConfigDialog.tsx')),
};

export const CUSTOM_FIELDS: Record<CustomComponentName<'field'>, CustomField> = {
  youtubeChannel: { Input: lazy(() => import('./fields/YoutubeChannelInput.tsx')) },
  facebookProfile: { Input: lazy(() => import('./fields/FacebookProfileInput.tsx')) },
};

/**
 * What the console's root gives its pages (ConsoleComponentsContext.ts): the registries above, and the action
 * dialog a picker's Create opens. Only the roots (ConsoleAdmin, StoryAdmin) import this module, so the generic
 * dialogs never import the components built on them.
 */
export const CONSOLE_COMPONENTS: ConsoleComponents = {
  ActionDialog: lazy(() => import('../dialogs/ActionDialog.tsx')),
  tabs: CUSTOM_TABS,
  actions: CUSTOM_ACTIONS,
  fields: CUSTOM_FIELDS,
};
