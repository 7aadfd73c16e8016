import { paperTrailRequest } from '../audit/paperTrailRequest.ts';
import { associationAnyRequest } from '../detail/associationAnyRequest.ts';
import { optionsQueryRequest } from '../dialogs/optionsQueryRequest.ts';
import { probeRequest } from '../dialogs/probes/probeRequest.ts';
import { cameraLiveImageRequest, cameraRecordingSchedulesRequest } from '../custom/tabs/cameraRequests.ts';
import { orgStatsRequest } from '../custom/tabs/orgDashboard/orgStatsRequest.ts';
import {
  adPreviewCourtsRequest,
  apiGameScheduleResultRequest,
  encodingTimelineRequest,
  leaderboardContentRequest,
} from '../custom/tabs/tabQueries.ts';
import { associationRequest } from '../graphql/associationRequest.ts';
import { csvExportDeleteRequest, csvExportRequest, csvExportsRequest, exportCsvRequest } from '../graphql/csvExportRequests.ts';
import { apiPartnerRequest, orgRequest, orgsRequest, sidebarApiPartnersRequest } from '../graphql/frameRequests.ts';
import { searchRequest } from '../graphql/searchRequest.ts';
import { pickerRequest } from '../inputs/picker/pickerRequest.ts';
import { courtSnapshotRequest } from '../inputs/rectangle/courtSnapshotRequest.ts';
import { countryStatesRequest } from '../inputs/subdivisions/countryStatesRequest.ts';
import { suggestionsRequest } from '../inputs/suggestions/suggestionsRequest.ts';
import { urlTemplateRequest } from '../inputs/urlTemplate/urlTemplateRequest.ts';
import { rangeVideoRequest } from '../inputs/videoRange/rangeVideoRequest.ts';
import { opsChecksLastRunRequest, opsWarningCategoriesRequest } from '../opsWarnings/opsWarningRequests.ts';
import {
  refereeAssignRequest,
  refereeGamesRequest,
  refereePeopleRequest,
  refereePlacesRequest,
  refereeRemoveRequest,
} from '../referees/refereeRequests.ts';
import { changePasswordRequest } from '../shellDialogs/changePasswordRequest.ts';

/**
 * The console's named queries: what it reads beyond a record type's lists and records. Each is a typed function
 * from its parameters to its document, variables and parse (ConsoleRequest); the names and types pages use come
 * from here (consoleOperations.ts) without its code, which is in the GraphQL runtime's chunk.
 */
export const CONSOLE_QUERIES = {
  // The console frame: sidebar, title bar, home.
  org: orgRequest,
  orgs: orgsRequest,
  apiPartner: apiPartnerRequest,
  sidebarApiPartners: sidebarApiPartnersRequest,
  search: searchRequest,
  csvExport: csvExportRequest,
  csvExports: csvExportsRequest,
  opsWarningCategories: opsWarningCategoriesRequest,
  opsChecksLastRun: opsChecksLastRunRequest,
  // The detail page and its tabs.
  tabData: associationAnyRequest,
  association: associationRequest,
  paperTrail: paperTrailRequest,
  leaderboardContent: leaderboardContentRequest,
  encodingTimeline: encodingTimelineRequest,
  apiGameScheduleResult: apiGameScheduleResultRequest,
  adPreviewCourts: adPreviewCourtsRequest,
  orgStats: orgStatsRequest,
  cameraLiveImage: cameraLiveImageRequest,
  cameraRecordingSchedules: cameraRecordingSchedulesRequest,
  // Dialog inputs.
  optionsQuery: optionsQueryRequest,
  picker: pickerRequest,
  suggestions: suggestionsRequest,
  countryStates: countryStatesRequest,
  courtSnapshot: courtSnapshotRequest,
  rangeVideo: rangeVideoRequest,
  urlTemplate: urlTemplateRequest,
  probe: probeRequest,
  // Referee Game Management.
  refereeGames: refereeGamesRequest,
  refereePlaces: refereePlacesRequest,
  refereePeople: refereePeopleRequest,
};

/** The console's named mutations that are not a record type's create, update or remove, nor a declared operation (runOperation). */
export const CONSOLE_MUTATIONS = {
  changePassword: changePasswordRequest,
  exportCsv: exportCsvRequest,
  deleteCsvExport: csvExportDeleteRequest,
  assignReferee: refereeAssignRequest,
  removeReferee: refereeRemoveRequest,
};
