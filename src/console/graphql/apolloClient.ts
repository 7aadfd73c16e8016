import { ApolloClient, ApolloLink, HttpLink, type Operation } from '@apollo/client/core';
import { RetryLink } from '@apollo/client/link/retry';
import { getMainDefinition } from '@apollo/client/utilities';
import { CSRF_HEADER, readCsrfToken } from '../../browser/csrf.ts';
import { GRAPHQL_PATH } from './endpoint.ts';
import { MAX_RETRIES, RETRY_DELAY_MS, isRetryableStatus } from '../../browser/retryPolicy.ts';
import { NothingKeptCache } from './nothingKeptCache.ts';

/** Adds the page's CSRF token to every request; read per request so a test can change the meta tag. */
const csrfLink = (token: () => string | undefined = readCsrfToken) =>
  new ApolloLink((operation, forward) => {
    const value = token();
    if (value) operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, [CSRF_HEADER]: value } }));
    return forward(operation);
  });

const isQuery = (operation: Operation): boolean => {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'query';
};

/**
 * Spec 000 §7: a failed request is retried after at least 10 seconds (then 20 and 40), reads only and
 * only for failures that may pass (see retryPolicy.ts). GraphQL errors are answers, not failures: Apollo
 * hands them on without calling this.
 */
const retryLink = (delayMs = RETRY_DELAY_MS) =>
  new RetryLink({
    delay: { initial: delayMs, max: delayMs * 2 ** (MAX_RETRIES - 1), jitter: false },
    attempts: {
      max: MAX_RETRIES + 1,
      // A request its reader abandoned (an AbortError) is not a failure that may pass: nobody waits for it.
      retryIf: (error: { statusCode?: number; name?: string } | undefined, operation) =>
        Boolean(error) && error?.name !== 'AbortError' && isQuery(operation) && isRetryableStatus(error?.statusCode),
    },
  });

export interface ApolloClientOptions {
  fetch?: typeof fetch;
  csrfToken?: () => string | undefined;
  /** The first retry's delay (tests shorten it; the console waits the spec's 10 s). */
  retryDelayMs?: number;
}

/** The console's client: same-origin endpoint, session cookie, CSRF header. */
export const createApolloClient = ({ fetch, csrfToken, retryDelayMs }: ApolloClientOptions = {}) =>
  new ApolloClient({
    link: ApolloLink.from([retryLink(retryDelayMs), csrfLink(csrfToken), new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin', fetch })]),
    cache: new NothingKeptCache(),
    // react-query already asks once per query key at a time. Apollo's own sharing of identical requests in
    // flight made a read abandoned by one page (its signal aborted) fail, or wait out the retries, for the
    // identical read another page had just sent: a progress bar with no request open.
    queryDeduplication: false,
  });
