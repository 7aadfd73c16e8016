/** The types of Referee Game Management (spec 002 §2.10), apart from its requests (refereeRequests.ts). */

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
  /** What tells people of the same name apart (Person's option detail: their email, masked where the organisation masks it). */
  detail?: string | null;
}

/** Page sizes of the table (spec 000 §9: 10, 20, 50 and 100; referee management starts at 50). */
export const REFEREE_PAGE_SIZES = [10, 20, 50, 100];
export const REFEREE_DEFAULT_PAGE_SIZE = 50;
