/**
 * The hand-written components metadata may name, by where it names them: a field's `component` (its input
 * and display), a tab's `component` and an action's `component` (its dialog). `npm run check:metadata`
 * refuses any other name (M701), and the console's map (src/console/custom/) does not compile until every
 * name here has its component.
 */
export const CUSTOM_COMPONENTS = {
  field: ['youtubeChannel', 'facebookProfile'],
  tab: [
    'orgDashboard',
    'cameraLiveImage',
    'cameraRecordingSchedules',
    'encodingTimeline',
    'motioncropPreview',
    'venueServerStatus',
    'smartState',
    'apiGameScheduleResult',
    'leaderboardContent',
    'facebookAccount',
    'youtubeAccount',
    'teamRegistrationSubmission',
    'adCourtPreview',
  ],
  action: ['surfaceEncodingConfig', 'surfaceFilterConfig'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The record types a tab component reads from the console's registry besides its page's own: the generator
 * loads them with the detail page (src/generator/consoleRegistry.ts), as it does an association tab's type.
 */
export const CUSTOM_TAB_READS: Partial<Record<(typeof CUSTOM_COMPONENTS)['tab'][number], readonly string[]>> = {
  // The download links are shown to roles that may read their rows (src/console/downloads/OrgDownloadLinks.tsx);
  // the Links panel lists the organisation's public league pages (custom/tabs/orgDashboard/LinksPanel.tsx).
  orgDashboard: ['TeamMember', 'Game', 'PublicLeaguePage'],
};

export type CustomComponentKind = keyof typeof CUSTOM_COMPONENTS;

export type CustomComponentName<K extends CustomComponentKind> = (typeof CUSTOM_COMPONENTS)[K][number];

/** The component names of each kind, as check:metadata reads them (tests pass their own). */
export type CustomComponentNames = { readonly [K in CustomComponentKind]: readonly string[] };

/** Whether `name` is registered as a component of that kind. */
export const isCustomComponent = <K extends CustomComponentKind>(kind: K, name: string): name is CustomComponentName<K> =>
  (CUSTOM_COMPONENTS[kind] as readonly string[]).includes(name);
