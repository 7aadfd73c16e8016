/**
 * The venue server API: what a venue server (or `npm run venue-agent`) calls with its credential, in
 * `Authorization: Bearer <credential>`. The server and the agent share these paths and shapes.
 */
export const VENUE_API_PATH = '/venue_api/v1';

/** GET: the server's pending commands, which become sent as they are answered. */
export const VENUE_API_COMMANDS = `${VENUE_API_PATH}/commands`;

/** POST: a report on one command the server was sent. */
export const venueApiCommandReport = (commandId: string | number) => `${VENUE_API_COMMANDS}/${commandId}/report`;

/** POST: the server's status entries and SMART state. */
export const VENUE_API_STATUS = `${VENUE_API_PATH}/status`;

export interface VenueCommand {
  id: string;
  content: string;
  createdAt: string;
}

export interface CommandsAnswer {
  venueServer: { id: string; name: string };
  commands: VenueCommand[];
}

/**
 * A report on a command: `output` is everything the command printed so far (each report replaces the last),
 * `progress` a percentage; with `exitStatus` the command is finished (completed at 0, failed otherwise).
 */
export interface CommandReport {
  progress?: number;
  output?: string;
  exitStatus?: number;
}

export interface StatusEntry {
  section: string;
  label: string;
  value: string;
}

/** What a server reports about itself: either part, or both; each replaces what was stored before. */
export interface StatusReport {
  statusEntries?: StatusEntry[];
  smartState?: string;
}

/** Limits on what a server may send, as the metadata stores it. */
export const VENUE_API_LIMITS = {
  output: 100_000,
  smartState: 100_000,
  statusEntries: 500,
  section: 100,
  label: 200,
  value: 10_000,
};
