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
  { typename: "ApiPartner", route: "api_partners", label: "API Partners", orgRoute: false, view: "table" },
  { typename: "BetaFeature", route: "beta_features", label: "Beta Features", orgRoute: false, view: "table" },
  { typename: "Competition", route: "competitions", label: "Competitions", orgRoute: true, view: "table" },
  { typename: "Court", route: "courts", label: "Courts", orgRoute: true, view: "table" },
  { typename: "Event", route: "events", label: "Highlights", orgRoute: true, view: "table" },
  { typename: "EventVideo", route: "event_videos", label: "Event Videos", orgRoute: false, view: "table" },
  { typename: "Game", route: "games", label: "Games", orgRoute: true, view: "table" },
  { typename: "Incident", route: "incidents", label: "Incidents", orgRoute: true, view: "table" },
  { typename: "League", route: "leagues", label: "Leagues", orgRoute: true, view: "table" },
  { typename: "Note", route: "notes", label: "System Notes", orgRoute: true, view: "table" },
  { typename: "OnsenPopupPromo", route: "onsen_popup_promos", label: "Onsen Popup Promos", orgRoute: false, view: "table" },
  { typename: "OpsWarning", route: "ops_warnings", label: "Ops Warnings", orgRoute: false, view: "table" },
  { typename: "Org", route: "orgs", label: "Organisations", orgRoute: false, view: "table" },
  { typename: "OrgAdmin", route: "org_admins", label: "Organisation Admins", orgRoute: true, view: "table" },
  { typename: "OutboxMessage", route: "outbox_messages", label: "Email Outbox", orgRoute: false, view: "table" },
  { typename: "PaperTrailVersion", route: "paper_trail_versions", label: "Audit Events", orgRoute: false, view: "table" },
  { typename: "Person", route: "people", label: "People", orgRoute: true, view: "table" },
  { typename: "PotwCompetition", route: "potw_competitions", label: "POTW Competitions", orgRoute: true, view: "table" },
  { typename: "PotwEntry", route: "potw_entries", label: "POTW Entries", orgRoute: true, view: "table" },
  { typename: "PotwRating", route: "potw_ratings", label: "POTW Ratings", orgRoute: true, view: "table" },
  { typename: "PotwVideo", route: "potw_videos", label: "POTW Videos", orgRoute: false, view: "table" },
  { typename: "PublicLeaguePage", route: "public_league_pages", label: "Public League Pages", orgRoute: true, view: "table" },
  { typename: "ScorekeeperUser", route: "scorekeeper_users", label: "Scorekeeper Users", orgRoute: true, view: "table" },
  { typename: "Team", route: "teams", label: "Teams", orgRoute: true, view: "table" },
  { typename: "User", route: "users", label: "Users", orgRoute: false, view: "table" },
  { typename: "Venue", route: "venues", label: "Venues", orgRoute: true, view: "table" },
  { typename: "VenueAdmin", route: "venue_admins", label: "Venue Admins", orgRoute: false, view: "table" },
];
