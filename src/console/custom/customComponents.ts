import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import type { NormalizedTab, Registry } from '../../metadata/normalized.ts';
import type { CustomComponentName } from '../../shared/customComponents.ts';
import type { DetailRecord } from '../detail/DetailHeader.tsx';
import type { ActionDialogProps } from '../dialogs/ActionDialog.tsx';
import type { FieldDisplayProps } from '../fields/fieldDisplays.tsx';
import type { FieldInputProps } from '../inputs/inputDef.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import type { RoutedType } from '../routeType.ts';

/** A component loaded on demand, as lazyPages.ts does. */
export type LazyComponent<P> = LazyExoticComponent<ComponentType<P>>;

/** What a hand-written tab gets: the record of the detail page it sits on, and the tab as declared. */
export interface CustomTabProps {
  registry: Registry;
  tab: NormalizedTab;
  type: RoutedType;
  record: DetailRecord;
  routeOwner: RouteOwner;
}

/** A hand-written field: its input in dialogs, its display on lists and detail pages, or both. */
export interface CustomField {
  Input?: LazyComponent<FieldInputProps>;
  Display?: LazyComponent<FieldDisplayProps>;
}

/**
 * The console's component for every name of src/shared/customComponents.ts, each loaded on demand (as
 * lazyPages.ts does). A name added there does not compile until it has its entry here, e.g.
 * `teamStats: lazy(() => import('./tabs/TeamStatsTab.tsx'))`, the module's default export taking CustomTabProps.
 */
export const CUSTOM_TABS: Record<CustomComponentName<'tab'>, LazyComponent<CustomTabProps>> = {
  venueServerStatus: lazy(() => import('./tabs/VenueServerStatusTab.tsx')),
  smartState: lazy(() => import('./tabs/SmartStateTab.tsx')),
  facebookAccount: lazy(() => import('./tabs/FacebookAccountTab.tsx')),
  motioncropPreview: lazy(() => import('./tabs/MotioncropPreviewTab.tsx')),
  youtubeAccount: lazy(() => import('./tabs/YoutubeAccountTab.tsx')),
  // The panels come with the special pages (issue 13); until then it says so and offers the organisation's downloads.
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

export const CUSTOM_FIELDS: Record<CustomComponentName<'field'>, CustomField> = {};
