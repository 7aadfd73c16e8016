import type { Registry } from '../../metadata/normalized.ts';
import { paperTrailRequest } from '../audit/paperTrailRequest.ts';
import { associationAnyRequest } from '../detail/associationAnyRequest.ts';
import type { GraphqlRequest } from '../graphql/request.ts';
import { pickerRequest } from '../inputs/picker/pickerRequest.ts';
import { suggestionsRequest } from '../inputs/suggestions/suggestionsRequest.ts';
import { countryStatesRequest } from '../inputs/subdivisions/countryStatesRequest.ts';
import { courtSnapshotRequest } from '../inputs/rectangle/courtSnapshotRequest.ts';
import { rangeVideoRequest } from '../inputs/videoRange/rangeVideoRequest.ts';
import { urlTemplateRequest } from '../inputs/urlTemplate/urlTemplateRequest.ts';
import { changePasswordRequest } from '../shellDialogs/changePasswordRequest.ts';
import { cameraLiveImageRequest, cameraRecordingSchedulesRequest } from '../custom/tabs/cameraRequests.ts';
import {
  adPreviewCourtsRequest,
  apiGameScheduleResultRequest,
  encodingTimelineRequest,
  leaderboardContentRequest,
} from '../custom/tabs/tabQueries.ts';
import { orgStatsRequest } from '../custom/tabs/orgDashboard/orgStatsRequest.ts';
import { customActionRequest } from './customActionRequest.ts';
import { optionsQueryRequest } from './optionsQueryRequest.ts';
import { probeRequest } from './probes/probeRequest.ts';
import { DIALOG_SHELL } from './shellNames.ts';

type Params = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The requests of DIALOG_SHELL, by resource and react-admin method, for buildQuery. */
export const DIALOG_SHELL_REQUESTS: Record<string, Record<string, (registry: Registry, params: Params) => GraphqlRequest>> = {
  [DIALOG_SHELL.associationAny]: { GET_ONE: (_, p) => associationAnyRequest(p) },
  [DIALOG_SHELL.paperTrail]: { GET_LIST: (_, p) => paperTrailRequest(p) },
  [DIALOG_SHELL.optionsQuery]: { GET_LIST: (_, p) => optionsQueryRequest(p) },
  [DIALOG_SHELL.picker]: { GET_LIST: (_, p) => pickerRequest(p) },
  [DIALOG_SHELL.suggestions]: { GET_LIST: (_, p) => suggestionsRequest(p) },
  [DIALOG_SHELL.countryStates]: { GET_LIST: () => countryStatesRequest() },
  [DIALOG_SHELL.courtSnapshot]: { GET_ONE: (_, p) => courtSnapshotRequest(p) },
  [DIALOG_SHELL.rangeVideo]: { GET_ONE: (_, p) => rangeVideoRequest(p) },
  [DIALOG_SHELL.changePassword]: { CREATE: (_, p) => changePasswordRequest(p) },
  [DIALOG_SHELL.probe]: { GET_ONE: (_, p) => probeRequest(p) },
  [DIALOG_SHELL.urlTemplate]: { GET_ONE: (_, p) => urlTemplateRequest(p) },
  [DIALOG_SHELL.cameraLiveImage]: { GET_ONE: (_, p) => cameraLiveImageRequest(p) },
  [DIALOG_SHELL.cameraRecordingSchedules]: { GET_LIST: (_, p) => cameraRecordingSchedulesRequest(p) },
  [DIALOG_SHELL.customAction]: { CREATE: (registry, p) => customActionRequest(registry, p) },
  [DIALOG_SHELL.leaderboardContent]: { GET_ONE: (_, p) => leaderboardContentRequest(p) },
  [DIALOG_SHELL.encodingTimeline]: { GET_ONE: (_, p) => encodingTimelineRequest(p) },
  [DIALOG_SHELL.apiGameScheduleResult]: { GET_ONE: (_, p) => apiGameScheduleResultRequest(p) },
  [DIALOG_SHELL.adPreviewCourts]: { GET_LIST: (_, p) => adPreviewCourtsRequest(p) },
  [DIALOG_SHELL.orgStats]: { GET_ONE: (_, p) => orgStatsRequest(p) },
};
