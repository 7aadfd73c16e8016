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
  { typename: "AwsEc2Instance", route: "aws_ec2_instances", label: "AWS EC2 Instances", orgRoute: false, view: "table" },
  { typename: "Camera", route: "cameras", label: "Cameras", orgRoute: false, view: "grid" },
  { typename: "CameraModel", route: "camera_models", label: "Camera Models", orgRoute: false, view: "table" },
  { typename: "City", route: "cities", label: "Cities", orgRoute: false, view: "table" },
  { typename: "Competition", route: "competitions", label: "Competitions", orgRoute: true, view: "table" },
  { typename: "Court", route: "courts", label: "Courts", orgRoute: true, view: "table" },
  { typename: "DevicePortMapping", route: "device_port_mappings", label: "Device Port Mappings", orgRoute: false, view: "table" },
  { typename: "Game", route: "games", label: "Games", orgRoute: true, view: "table" },
  { typename: "GdAssociation", route: "gd_associations", label: "GameDay Associations", orgRoute: false, view: "table" },
  { typename: "GdVenue", route: "gd_venues", label: "GameDay Venues", orgRoute: false, view: "table" },
  { typename: "League", route: "leagues", label: "Leagues", orgRoute: true, view: "table" },
  { typename: "NetworkDevice", route: "network_devices", label: "Network Devices", orgRoute: false, view: "table" },
  { typename: "Note", route: "notes", label: "System Notes", orgRoute: true, view: "table" },
  { typename: "OpsWarning", route: "ops_warnings", label: "Ops Warnings", orgRoute: false, view: "table" },
  { typename: "Org", route: "orgs", label: "Organisations", orgRoute: false, view: "table" },
  { typename: "OrgAdmin", route: "org_admins", label: "Organisation Admins", orgRoute: true, view: "table" },
  { typename: "OutboxMessage", route: "outbox_messages", label: "Email Outbox", orgRoute: false, view: "table" },
  { typename: "PaperTrailVersion", route: "paper_trail_versions", label: "Audit Events", orgRoute: false, view: "table" },
  { typename: "Person", route: "people", label: "People", orgRoute: true, view: "table" },
  { typename: "RecordingBlock", route: "recording_blocks", label: "Recording Blocks", orgRoute: false, view: "table" },
  { typename: "ScorekeeperUser", route: "scorekeeper_users", label: "Scorekeeper Users", orgRoute: true, view: "table" },
  { typename: "Surface", route: "surfaces", label: "Surfaces", orgRoute: false, view: "grid" },
  { typename: "Team", route: "teams", label: "Teams", orgRoute: true, view: "table" },
  { typename: "User", route: "users", label: "Users", orgRoute: false, view: "table" },
  { typename: "Venue", route: "venues", label: "Venues", orgRoute: true, view: "table" },
  { typename: "VenueAdmin", route: "venue_admins", label: "Venue Admins", orgRoute: false, view: "table" },
  { typename: "VenueServer", route: "venue_servers", label: "Venue Servers", orgRoute: false, view: "table" },
  { typename: "VenueServerChefRun", route: "venue_server_chef_runs", label: "Venue Server Chef Runs", orgRoute: false, view: "table" },
  { typename: "VenueServerCommand", route: "venue_server_commands", label: "Venue Server Commands", orgRoute: false, view: "table" },
  { typename: "VenueServerVideoFile", route: "venue_server_video_files", label: "Venue Server Video Files", orgRoute: false, view: "table" },
];
