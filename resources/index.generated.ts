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
  { typename: "Delivery", route: "deliveries", label: "Deliveries", orgRoute: true, view: "table" },
  { typename: "Game", route: "games", label: "Games", orgRoute: true, view: "table" },
  { typename: "GameSchedule", route: "game_schedules", label: "Game Schedules", orgRoute: true, view: "table" },
  { typename: "GameSubmission", route: "game_submissions", label: "Game Submissions", orgRoute: true, view: "table" },
  { typename: "LeaderboardTable", route: "leaderboard_tables", label: "Leaderboards", orgRoute: true, view: "table" },
  { typename: "League", route: "leagues", label: "Leagues", orgRoute: true, view: "table" },
  { typename: "Note", route: "notes", label: "System Notes", orgRoute: true, view: "table" },
  { typename: "OpsWarning", route: "ops_warnings", label: "Ops Warnings", orgRoute: false, view: "table" },
  { typename: "Org", route: "orgs", label: "Organisations", orgRoute: false, view: "table" },
  { typename: "OrgAdmin", route: "org_admins", label: "Organisation Admins", orgRoute: true, view: "table" },
  { typename: "OutboxMessage", route: "outbox_messages", label: "Email Outbox", orgRoute: false, view: "table" },
  { typename: "PaperTrailVersion", route: "paper_trail_versions", label: "Audit Events", orgRoute: false, view: "table" },
  { typename: "Person", route: "people", label: "People", orgRoute: true, view: "table" },
  { typename: "ScorekeeperDevice", route: "scorekeeper_devices", label: "Scorekeeper Devices", orgRoute: false, view: "table" },
  { typename: "ScorekeeperUser", route: "scorekeeper_users", label: "Scorekeeper Users", orgRoute: true, view: "table" },
  { typename: "SendgridEvent", route: "sendgrid_events", label: "SendGrid Events", orgRoute: false, view: "table" },
  { typename: "Team", route: "teams", label: "Teams", orgRoute: true, view: "table" },
  { typename: "TeamRegistration", route: "team_registrations", label: "Team Registration Forms", orgRoute: true, view: "table" },
  { typename: "UsageReportEntry", route: "usage_report_entries", label: "Usage Report", orgRoute: true, view: "table" },
  { typename: "User", route: "users", label: "Users", orgRoute: false, view: "table" },
  { typename: "Venue", route: "venues", label: "Venues", orgRoute: true, view: "table" },
  { typename: "VenueAdmin", route: "venue_admins", label: "Venue Admins", orgRoute: false, view: "table" },
];
