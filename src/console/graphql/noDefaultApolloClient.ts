/**
 * Stands in for ra-data-graphql's buildApolloClient (scripts/vite/libraryStandIns.ts). ra-data-graphql builds an
 * Apollo client with an InMemoryCache only when it is given none; the console always gives it its own
 * (createDataProvider, with a cache that keeps nothing). Importing the default would put InMemoryCache on every
 * list page for a path the console never takes, so reaching it is a programming error.
 */
const noDefaultApolloClient = (): never => {
  throw new Error('ra-data-graphql was given no Apollo client: pass the console’s own (createDataProvider)');
};

export default noDefaultApolloClient;
