import { optionDetailOf, optionDetailSelection } from '../inputs/picker/optionDetail.ts';
import { pageVariables, type ConsoleRequest, type Page } from '../operations/consoleRequest.ts';
import type { RefereeCandidate, RefereeGameRow, RefereePlaces } from './refereeTypes.ts';

type Named = { id: string; readminName: string };

const GAMES = `query ReadminRefereeGames($orgId: ID!, $range: DateRangeInput, $venueId: ID, $courtId: ID, $limit: Int, $offset: Int, $searchTerm: String) {
  org(id: $orgId) {
    id
    refereeGames(range: $range, venueId: $venueId, courtId: $courtId, limit: $limit, offset: $offset, searchTerm: $searchTerm) {
      id playedAt readminName court { id readminName venue { id readminName } } referees { id person { id readminName } }
    }
    refereeGamesCount(range: $range, venueId: $venueId, courtId: $courtId, searchTerm: $searchTerm)
  }
}`;

type GameAnswer = {
  id: string;
  playedAt: string;
  readminName: string;
  court: (Named & { venue: Named | null }) | null;
  referees: { id: string; person: Named | null }[];
};

export interface RefereeGamesParams extends Page {
  orgId: string;
  range?: { start: string; end: string; timeZone: string } | null;
  venueId?: string | null;
  courtId?: string | null;
  searchTerm?: string;
}

/** A page of the organisation's games for referee management, with their count. */
export const refereeGamesRequest = (params: RefereeGamesParams): ConsoleRequest<{ rows: RefereeGameRow[]; total: number }> => ({
  query: GAMES,
  variables: {
    orgId: params.orgId,
    range: params.range ?? null,
    venueId: params.venueId || null,
    courtId: params.courtId || null,
    searchTerm: params.searchTerm?.trim() || null,
    ...pageVariables(params),
  },
  parse: (data) => {
    const org = data.org as { refereeGames: GameAnswer[]; refereeGamesCount: number } | null;
    const rows: RefereeGameRow[] = (org?.refereeGames ?? []).map((g) => ({
      id: g.id,
      playedAt: g.playedAt,
      title: g.readminName,
      court: g.court?.readminName ?? '',
      venue: g.court?.venue?.readminName ?? '',
      referees: g.referees.map((r) => ({ id: r.id, personId: r.person?.id ?? '', name: r.person?.readminName ?? '' })),
    }));
    return { rows, total: org?.refereeGamesCount ?? 0 };
  },
});

const PLACES = `query ReadminRefereePlaces($id: ID!) { org(id: $id) { id venues { id readminName } courts { id readminName venueId } } }`;

/** The organisation's venues and courts, by name. */
export const refereePlacesRequest = (params: { orgId: string }): ConsoleRequest<RefereePlaces> => ({
  query: PLACES,
  variables: { id: params.orgId },
  parse: (data) => {
    const org = data.org as { venues: Named[]; courts: (Named & { venueId: string | null })[] } | null;
    const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
    const places: RefereePlaces = {
      id: params.orgId,
      venues: (org?.venues ?? []).map((v) => ({ id: v.id, name: v.readminName })).sort(byName),
      courts: (org?.courts ?? []).map((c) => ({ id: c.id, name: c.readminName, venueId: c.venueId })).sort(byName),
    };
    return places;
  },
});

const PEOPLE = `query ReadminRefereePeople($orgId: ID!, $filterBar: FilterBarInput) {
  items: readminObjects(typename: "Person", orgId: $orgId, filterBar: $filterBar, limit: 20) { id readminName ${optionDetailSelection('Person')} }
}`;

/** The organisation's people whose name or email holds every word of searchTerm (20 at most), with what tells them apart. */
export const refereePeopleRequest = (params: { orgId: string; searchTerm?: string }): ConsoleRequest<RefereeCandidate[]> => {
  const searchTerm = params.searchTerm?.trim();
  return {
    query: PEOPLE,
    variables: { orgId: params.orgId, filterBar: searchTerm ? { searchTerm } : undefined },
    parse: (data) => (data.items as Named[]).map((p) => ({ id: p.id, name: p.readminName, detail: optionDetailOf('Person', p) })),
  };
};

const ASSIGN = `mutation ReadminAssignReferee($input: AddGamePersonInput!) { addGamePerson(input: $input) { id } }`;

/** Gives the person the referee role in the game (spec 002 §7 'Referee assignment'); `confirmed` once the user agreed to make them a referee. */
export const refereeAssignRequest = (params: { gameId: string; personId: string; confirmed?: boolean }): ConsoleRequest<{ id: string }> => ({
  query: ASSIGN,
  variables: {
    input: { gameId: params.gameId, role: 'referee', personId: params.personId, ...(params.confirmed && { confirmed: true }) },
  },
  parse: (data) => data.addGamePerson as { id: string },
});

const REMOVE = `mutation ReadminRemoveReferee($id: ID!) { gamePersonRemove(input: { id: $id }) { ids } }`;

/** Takes a referee's game person away. */
export const refereeRemoveRequest = (params: { id: string }): ConsoleRequest<{ id: string }> => ({
  query: REMOVE,
  variables: { id: params.id },
  parse: () => ({ id: params.id }),
});
