/**
 * bench-peer.ts's cases as PostGraphile 4 (with postgraphile-plugin-connection-filter) asks for them: the same
 * filters, order (with id last, as this server orders), page size and referenced names as benchCases.ts's
 * documents for this server, and an edge's cursor where this server returns readminCursor.
 */
const GAME_ORDER = 'orderBy: [PLAYED_AT_DESC, ID_DESC]';
const GAME_FILTER = `filter: {
  orgId: { equalTo: 1 }, leagueId: { equalTo: $league },
  playedAt: { greaterThanOrEqualTo: $from, lessThan: $to }, completedAt: { isNull: false } }`;
const GAME_EDGES = `edges { cursor node {
  id playedAt homeScore awayScore courtByCourtId { name } leagueByLeagueId { name } teamByHomeTeamId { name } teamByAwayTeamId { name } } }`;

export type PeerConnection = { totalCount?: number; edges: { cursor: string; node: { id: number } }[] };

/** Variables: league (id), from and to (instants, [from, to)). */
export const PEER_GAME_LIST = `query($league: Int!, $from: Datetime!, $to: Datetime!) {
  allGames(first: 10, ${GAME_ORDER}, ${GAME_FILTER}) { ${GAME_EDGES} } }`;
/** PEER_GAME_LIST without the date range (variables: league). */
export const PEER_GAME_LIST_ANY_DATE = `query($league: Int!) {
  allGames(first: 10, ${GAME_ORDER}, filter: { orgId: { equalTo: 1 }, leagueId: { equalTo: $league }, completedAt: { isNull: false } }) { ${GAME_EDGES} } }`;
export const PEER_GAME_LIST_WITH_TOTAL = `query($league: Int!, $from: Datetime!, $to: Datetime!) {
  allGames(first: 10, ${GAME_ORDER}, ${GAME_FILTER}) { totalCount ${GAME_EDGES} } }`;

/** One game by its key, with the same fields as GAME_DETAIL (variables: `id`). */
export const PEER_GAME_DETAIL = `query($id: Int!) { gameById(id: $id) {
  id playedAt homeScore awayScore courtByCourtId { name } leagueByLeagueId { name } teamByHomeTeamId { name } teamByAwayTeamId { name } } }`;

/** Every game, newest first, after PostGraphile's own cursor (keyset on the order's values, as this server's). */
export const PEER_ALL_GAMES = `query($after: Cursor) { allGames(first: 10, after: $after, ${GAME_ORDER}) {
  edges { cursor node { id playedAt courtByCourtId { name } teamByHomeTeamId { name } teamByAwayTeamId { name } } } } }`;
/** The cursor of the row after `offset` rows of PEER_ALL_GAMES, taken once. */
export const PEER_GAME_CURSOR_AT = `query($offset: Int!) { allGames(first: 1, offset: $offset, ${GAME_ORDER}) { edges { cursor node { id } } } }`;

/** This server's people search for an organisation admin: first name, last name or email contains the term (ILIKE), by name. */
export const PEER_PEOPLE_SEARCH = `query($term: String!, $orgId: Int!) {
  allPeople(first: 10, orderBy: [LAST_NAME_ASC, FIRST_NAME_ASC, ID_ASC], filter: {
    orgId: { equalTo: $orgId },
    or: [{ firstName: { includesInsensitive: $term } }, { lastName: { includesInsensitive: $term } }, { email: { includesInsensitive: $term } }] }) {
    edges { cursor node { id firstName lastName } } } }`;
