// Generated from metadata/ by npm run generate. Do not edit.

export interface GeneratedResource {
  typename: string;
  route: string;
  label: string;
  orgRoute: boolean;
  view: 'table' | 'grid';
}

export const resources: GeneratedResource[] = [
  { typename: "ApiPartner", route: "api_partners", label: "API Partners", orgRoute: false, view: "table" },
  { typename: "Competition", route: "competitions", label: "Competitions", orgRoute: true, view: "table" },
  { typename: "Court", route: "courts", label: "Courts", orgRoute: true, view: "table" },
  { typename: "Game", route: "games", label: "Games", orgRoute: true, view: "table" },
  { typename: "League", route: "leagues", label: "Leagues", orgRoute: true, view: "table" },
  { typename: "LiveStream", route: "live_streams", label: "Live Streams", orgRoute: true, view: "table" },
  { typename: "MotioncropTest", route: "motioncrop_tests", label: "Motioncrop Tests", orgRoute: false, view: "table" },
  { typename: "MotioncropTestReport", route: "motioncrop_test_reports", label: "Motioncrop Test Reports", orgRoute: false, view: "table" },
  { typename: "Note", route: "notes", label: "System Notes", orgRoute: true, view: "table" },
  { typename: "OpsWarning", route: "ops_warnings", label: "Ops Warnings", orgRoute: false, view: "table" },
  { typename: "Org", route: "orgs", label: "Organisations", orgRoute: false, view: "table" },
  { typename: "OrgAdmin", route: "org_admins", label: "Organisation Admins", orgRoute: true, view: "table" },
  { typename: "OriginalVideoRequest", route: "original_video_requests", label: "Original Video Requests", orgRoute: false, view: "table" },
  { typename: "OutboxMessage", route: "outbox_messages", label: "Email Outbox", orgRoute: false, view: "table" },
  { typename: "PaperTrailVersion", route: "paper_trail_versions", label: "Audit Events", orgRoute: false, view: "table" },
  { typename: "Person", route: "people", label: "People", orgRoute: true, view: "table" },
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
