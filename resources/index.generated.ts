// Generated from metadata/ by npm run generate. Do not edit.

export interface GeneratedResource {
  typename: string;
  route: string;
  label: string;
  orgRoute: boolean;
  view: 'table' | 'grid';
}

export const resources: GeneratedResource[] = [
  { typename: "AdAsset", route: "ad_assets", label: "Ad Assets", orgRoute: true, view: "table" },
  { typename: "AdPreset", route: "ad_presets", label: "Ad Presets", orgRoute: true, view: "table" },
  { typename: "ApiCompetition", route: "api_competitions", label: "API Competitions", orgRoute: false, view: "table" },
  { typename: "ApiCourt", route: "api_courts", label: "API Courts", orgRoute: false, view: "table" },
  { typename: "ApiCredential", route: "api_credentials", label: "API Credentials", orgRoute: false, view: "table" },
  { typename: "ApiGameSchedule", route: "api_game_schedules", label: "API Game Schedules", orgRoute: false, view: "table" },
  { typename: "ApiGrade", route: "api_grades", label: "API Grades", orgRoute: false, view: "table" },
  { typename: "ApiGraphqlRequest", route: "api_graphql_requests", label: "API GraphQL Requests", orgRoute: false, view: "table" },
  { typename: "ApiOrganisation", route: "api_organisations", label: "API Organisations", orgRoute: false, view: "table" },
  { typename: "ApiPartner", route: "api_partners", label: "API Partners", orgRoute: false, view: "table" },
  { typename: "ApiProfile", route: "api_profiles", label: "API Profiles", orgRoute: false, view: "table" },
  { typename: "ApiTeam", route: "api_teams", label: "API Teams", orgRoute: false, view: "table" },
  { typename: "BetaFeature", route: "beta_features", label: "Beta Features", orgRoute: false, view: "table" },
  { typename: "Competition", route: "competitions", label: "Competitions", orgRoute: true, view: "table" },
  { typename: "Court", route: "courts", label: "Courts", orgRoute: true, view: "table" },
  { typename: "Event", route: "events", label: "Highlights", orgRoute: true, view: "table" },
  { typename: "EventVideo", route: "event_videos", label: "Event Videos", orgRoute: false, view: "table" },
  { typename: "Game", route: "games", label: "Games", orgRoute: true, view: "table" },
  { typename: "Incident", route: "incidents", label: "Incidents", orgRoute: true, view: "table" },
  { typename: "League", route: "leagues", label: "Leagues", orgRoute: true, view: "table" },
  { typename: "LiveStream", route: "live_streams", label: "Live Streams", orgRoute: true, view: "table" },
  { typename: "MotioncropTest", route: "motioncrop_tests", label: "Motioncrop Tests", orgRoute: false, view: "table" },
  { typename: "MotioncropTestReport", route: "motioncrop_test_reports", label: "Motioncrop Test Reports", orgRoute: false, view: "table" },
  { typename: "Note", route: "notes", label: "System Notes", orgRoute: true, view: "table" },
  { typename: "OnsenPopupPromo", route: "onsen_popup_promos", label: "Onsen Popup Promos", orgRoute: false, view: "table" },
  { typename: "OpsWarning", route: "ops_warnings", label: "Ops Warnings", orgRoute: false, view: "table" },
  { typename: "Org", route: "orgs", label: "Organisations", orgRoute: false, view: "table" },
  { typename: "OrgAdmin", route: "org_admins", label: "Organisation Admins", orgRoute: true, view: "table" },
  { typename: "OriginalVideoRequest", route: "original_video_requests", label: "Original Video Requests", orgRoute: false, view: "table" },
  { typename: "OutboxMessage", route: "outbox_messages", label: "Email Outbox", orgRoute: false, view: "table" },
  { typename: "PaperTrailVersion", route: "paper_trail_versions", label: "Audit Events", orgRoute: false, view: "table" },
  { typename: "Person", route: "people", label: "People", orgRoute: true, view: "table" },
  { typename: "PlayHqOrganisation", route: "play_hq_organisations", label: "PlayHQ Organisations", orgRoute: false, view: "table" },
  { typename: "PotwCompetition", route: "potw_competitions", label: "POTW Competitions", orgRoute: true, view: "table" },
  { typename: "PotwEntry", route: "potw_entries", label: "POTW Entries", orgRoute: true, view: "table" },
  { typename: "PotwRating", route: "potw_ratings", label: "POTW Ratings", orgRoute: true, view: "table" },
  { typename: "PotwVideo", route: "potw_videos", label: "POTW Videos", orgRoute: false, view: "table" },
  { typename: "PublicLeaguePage", route: "public_league_pages", label: "Public League Pages", orgRoute: true, view: "table" },
  { typename: "Recording", route: "recordings", label: "Recordings", orgRoute: true, view: "table" },
  { typename: "ScorekeeperUser", route: "scorekeeper_users", label: "Scorekeeper Users", orgRoute: true, view: "table" },
  { typename: "Team", route: "teams", label: "Teams", orgRoute: true, view: "table" },
  { typename: "User", route: "users", label: "Users", orgRoute: false, view: "table" },
  { typename: "Venue", route: "venues", label: "Venues", orgRoute: true, view: "table" },
  { typename: "VenueAdmin", route: "venue_admins", label: "Venue Admins", orgRoute: false, view: "table" },
  { typename: "Video", route: "videos", label: "Videos", orgRoute: true, view: "table" },
  { typename: "VideoCutAttempt", route: "video_cut_attempts", label: "Video Cut Attempts", orgRoute: false, view: "table" },
  { typename: "VideoEncodingJob", route: "video_encoding_jobs", label: "Video Encoding Jobs", orgRoute: false, view: "table" },
  { typename: "VideoEncodingJobRequest", route: "video_encoding_job_requests", label: "Video Encoding Job Requests", orgRoute: false, view: "table" },
  { typename: "VideoObject", route: "video_objects", label: "Video Objects", orgRoute: false, view: "table" },
  { typename: "VideoVersion", route: "video_versions", label: "Video Versions", orgRoute: false, view: "table" },
];
