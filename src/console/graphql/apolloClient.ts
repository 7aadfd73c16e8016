import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client/core';
import type { TypeIndex } from '../../metadata/normalized.ts';
import { CSRF_HEADER, readCsrfToken } from '../../app/csrf.ts';
import { GRAPHQL_PATH } from './endpoint.ts';

/** Adds the page's CSRF token to every request; read per request so a test can change the meta tag. */
const csrfLink = (token: () => string | undefined = readCsrfToken) =>
  new ApolloLink((operation, forward) => {
    const value = token();
    if (value) operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, [CSRF_HEADER]: value } }));
    return forward(operation);
  });

/** Every record type implements ReadminObject: the cache must know it to match `... on Team` fragments. */
const possibleTypesOf = (registry: TypeIndex): Record<string, string[]> => ({
  ReadminObject: Object.keys(registry.types).sort(),
});

export interface ApolloClientOptions {
  /** Every type's name: the index is enough (the types themselves load with their pages). */
  registry: TypeIndex;
  fetch?: typeof fetch;
  csrfToken?: () => string | undefined;
}

/** The console's client: same-origin endpoint, session cookie, CSRF header. */
export const createApolloClient = ({ registry, fetch, csrfToken }: ApolloClientOptions) =>
  new ApolloClient({
    link: ApolloLink.from([csrfLink(csrfToken), new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin', fetch })]),
    cache: new InMemoryCache({ possibleTypes: possibleTypesOf(registry) }),
  });
