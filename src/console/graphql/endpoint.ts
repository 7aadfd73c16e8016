/** The API endpoint: same origin, so the session cookie goes with every request. */
export const GRAPHQL_PATH = '/graphql';
