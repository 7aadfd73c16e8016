/**
 * Pseudo resources of Referee Game Management (spec 002 §2.10), served by refereeRequests.ts through
 * buildQuery. Only the names live here, so that the page does not download the GraphQL parser.
 */
export const REFEREE_SHELL = {
  /** getList with meta { orgId, range, venueId, courtId, searchTerm } and pagination → org.refereeGames and refereeGamesCount. */
  games: 'shell:refereeGames',
  /** getOne with an organisation's id → { id, venues: [{ id, name }], courts: [{ id, name, venueId }] }. */
  places: 'shell:refereePlaces',
  /** getList with meta { orgId } and filter.searchTerm, 20 a page → the organisation's people as { id, name }. */
  people: 'shell:refereePeople',
  /** create with data { gameId, personId } and meta { confirmed } → addGamePerson with the referee role; answers { id }. */
  assign: 'shell:refereeAssign',
  /** delete with a game person's id → gamePersonRemove. */
  remove: 'shell:refereeRemove',
} as const;

/** One referee of a game: the game person's id (what Remove takes) and the person's. */
export interface RefereeEntry {
  id: string;
  personId: string;
  name: string;
}

/** One row of the games table. */
export interface RefereeGameRow {
  id: string;
  playedAt: string;
  title: string;
  venue: string;
  court: string;
  referees: RefereeEntry[];
}

/** The organisation's venues and courts: the filters offer them where there is more than one. */
export interface RefereePlaces {
  id: string;
  venues: { id: string; name: string }[];
  courts: { id: string; name: string; venueId: string | null }[];
}

/** A person Quick Assign or the Assign Referee dialog may pick. */
export interface RefereeCandidate {
  id: string;
  name: string;
}

/** Page sizes of the table (spec 000 §9: 10, 20, 50 and 100; referee management starts at 50). */
export const REFEREE_PAGE_SIZES = [10, 20, 50, 100];
export const REFEREE_DEFAULT_PAGE_SIZE = 50;
