/**
 * Pseudo resources of the detail page, its dialogs and the shell dialogs, next to those of
 * graphql/shellResources.ts and served the same way (shellRequests.ts, plugged into buildQuery). Only
 * the names live here, so that the pages using them do not download the GraphQL parser.
 */
export const DIALOG_SHELL = {
  /** getOne with meta { typename, associations, notes } → { associations: { [name]: any rows }, notes: any notes } (tab data). */
  associationAny: 'shell:associationAny',
  /** getList with meta { itemType, itemId, dateRange } and pagination → paperTrailVersions and their count. */
  paperTrail: 'shell:paperTrail',
  /** getList with meta { query } → a root query listing strings (optionsQuery, e.g. timeZones), as { id, name } rows. */
  optionsQuery: 'shell:optionsQuery',
  /** getList with meta { typename, ids } and filter.searchTerm, 20 a page → readminObjects { id readminName }. */
  picker: 'shell:picker',
  /** getList with meta { typename, field } and filter.search → readminFieldSuggestions, as { id: value, name: value } rows. */
  suggestions: 'shell:suggestions',
  /** getOne with a court's id → { id, url }: its first surface's snapshot URL or null (the rectangle editor's background). */
  courtSnapshot: 'shell:courtSnapshot',
  /** getOne with a record's id and meta { typename, association } → { id, video }: its video's length and sources, or null (a videoRange input). */
  rangeVideo: 'shell:rangeVideo',
  /** getList → every country's states, as { id: country code, states: names } rows (a state input's options). */
  countryStates: 'shell:countryStates',
  /** create with data { newPassword } → changePassword. */
  changePassword: 'shell:changePassword',
  /** getOne with meta { query, arguments } → an action's probe (probes/probeRequest.ts): { id, found, items }. */
  probe: 'shell:probe',
  /** getOne with meta { query } → { id, template }: an address with {slug} (a field's urlTemplate, e.g. publicLeaguePageUrlTemplate). */
  urlTemplate: 'shell:urlTemplate',
  /** getOne with a camera's id → { id, url }: its live image address, or the server's refusal as the error. */
  cameraLiveImage: 'shell:cameraLiveImage',
  /** getList with meta { id, dateRange, timeZone } → the camera's recording periods { id, startTime, endTime, sources }. */
  cameraRecordingSchedules: 'shell:cameraRecordingSchedules',
  /** create with data { mutation, input } → a custom action's mutation; answers { id, answer } (results/operationAnswer.ts). */
  customAction: 'shell:customAction',
  /** getOne with a leaderboard table's id → { id, segments } (custom/tabs/tabQueries.ts), segments null when out of reach. */
  leaderboardContent: 'shell:leaderboardContent',
  /** getOne with a live stream's id → { id, stream }: its window and encoding spans (custom/tabs/tabQueries.ts), or null. */
  encodingTimeline: 'shell:encodingTimeline',
  /** getOne with an API game schedule's id → { id, result }: the fixture, its game and its GameDay submissions (custom/tabs/tabQueries.ts), or null. */
  apiGameScheduleResult: 'shell:apiGameScheduleResult',
  /** getList with meta { orgId } → the organisation's courts the viewer may read, { id, readminName, advertisingActive }, by name. */
  adPreviewCourts: 'shell:adPreviewCourts',
  /** getOne with an organisation's id and meta { dateRange, timeZone } → { id, stats } (custom/tabs/orgDashboard/orgStatsRequest.ts). */
  orgStats: 'shell:orgStats',
} as const;
