// Generated from metadata/ by npm run generate. Do not edit.

export interface GeneratedResource {
  typename: string;
  route: string;
  label: string;
  orgRoute: boolean;
  view: 'table' | 'grid';
}

export const resources: GeneratedResource[] = [
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
  { typename: "Competition", route: "competitions", label: "Competitions", orgRoute: true, view: "table" },
  { typename: "Court", route: "courts", label: "Courts", orgRoute: true, view: "table" },
  { typename: "Game", route: "games", label: "Games", orgRoute: true, view: "table" },
  { typename: "League", route: "leagues", label: "Leagues", orgRoute: true, view: "table" },
  { typename: "Note", route: "notes", label: "System Notes", orgRoute: true, view: "table" },
  { typename: "OpsWarning", route: "ops_warnings", label: "Ops Warnings", orgRoute: false, view: "table" },
  { typename: "Org", route: "orgs", label: "Organisations", orgRoute: false, view: "table" },
  { typename: "OrgAdmin", route: "org_admins", label: "Organisation Admins", orgRoute: true, view: "table" },
  { typename: "OutboxMessage", route: "outbox_messages", label: "Email Outbox", orgRoute: false, view: "table" },
  { typename: "PaperTrailVersion", route: "paper_trail_versions", label: "Audit Events", orgRoute: false, view: "table" },
  { typename: "Person", route: "people", label: "People", orgRoute: true, view: "table" },
  { typename: "PlayHqOrganisation", route: "play_hq_organisations", label: "PlayHQ Organisations", orgRoute: false, view: "table" },
  { typename: "ScorekeeperUser", route: "scorekeeper_users", label: "Scorekeeper Users", orgRoute: true, view: "table" },
  { typename: "Team", route: "teams", label: "Teams", orgRoute: true, view: "table" },
  { typename: "User", route: "users", label: "Users", orgRoute: false, view: "table" },
  { typename: "Venue", route: "venues", label: "Venues", orgRoute: true, view: "table" },
  { typename: "VenueAdmin", route: "venue_admins", label: "Venue Admins", orgRoute: false, view: "table" },
];
