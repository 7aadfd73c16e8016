/**
 * The platform-admin groups of spec 000 §2.12, in the order the spec lists them. A type the spec does not
 * list (a new one) goes after the listed ones, alphabetically; a group the spec does not name goes last.
 */
const PLATFORM_GROUP_ORDER: Record<string, string[]> = {
  Integration: ['api_partners', 'gd_associations', 'gd_venues', 'play_hq_organisations'],
  'Organisation Management': [
    'ad_assets',
    'ad_presets',
    'orgs',
    'org_admins',
    'competitions',
    'courts',
    'deliveries',
    'event_videos',
    'games',
    'game_schedules',
    'game_submissions',
    'events',
    'incidents',
    'leagues',
    'live_streams',
    'onsen_popup_promos',
    'people',
    'potw_competitions',
    'potw_entries',
    'potw_ratings',
    'potw_videos',
    'public_league_pages',
    'scorekeeper_users',
    'teams',
    'team_registrations',
    'videos',
  ],
  'Venue Management': [
    'cameras',
    'device_port_mappings',
    'network_devices',
    'recording_blocks',
    'surfaces',
    'venues',
    'venue_admins',
    'venue_servers',
    'venue_server_chef_runs',
    'venue_server_commands',
  ],
  Others: [
    'aws_ec2_instances',
    'paper_trail_versions',
    'beta_features',
    'camera_models',
    'cities',
    'motioncrop_tests',
    'motioncrop_test_reports',
    'original_video_requests',
    'scorekeeper_devices',
    'sendgrid_events',
    'notes',
    'users',
    'video_objects',
    'video_cut_attempts',
    'video_encoding_jobs',
    'video_encoding_job_requests',
  ],
};

/** An API partner's query debug page (spec 002 §2.x): a page of its own, not a record type's list. */
export const GRAPHIQL_PAGE = { route: 'graphiql', label: 'GraphiQL' };

/** An API partner's pages, in the order of spec 000 §2.12. */
const API_PARTNER_PAGE_ORDER = [
  'api_organisations',
  'api_courts',
  'api_competitions',
  'api_game_schedules',
  'api_teams',
  'api_profiles',
  GRAPHIQL_PAGE.route,
  'api_graphql_requests',
];

const rankIn = (order: string[] | undefined, route: string): number => {
  const i = order?.indexOf(route) ?? -1;
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
};

/** Rank of a route inside its group: its place in the spec, or after all of them. */
export const rankInGroup = (group: string, route: string): number => rankIn(PLATFORM_GROUP_ORDER[group], route);

/** Rank of a route among an API partner's pages, likewise. */
export const rankInApiPartner = (route: string): number => rankIn(API_PARTNER_PAGE_ORDER, route);

export const groupRank = (group: string): number => {
  const i = Object.keys(PLATFORM_GROUP_ORDER).indexOf(group);
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
};
