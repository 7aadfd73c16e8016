import { CSRF_HEADER, readCsrfToken } from '../../browser/csrf.ts';
import { GRAPHQL_PATH } from '../graphql/endpoint.ts';

export interface GraphqlErrorEntry {
  message: string;
  extensions?: { code?: string };
}

/** A response with GraphQL errors; the shape of Apollo's error, so isUnauthenticated reads both. */
export class GraphqlRequestError extends Error {
  constructor(
    readonly graphQLErrors: GraphqlErrorEntry[],
    readonly networkError?: { statusCode?: number },
  ) {
    super(graphQLErrors.map((e) => e.message).join('\n') || `HTTP ${networkError?.statusCode}`);
  }
}

export interface PostOptions {
  fetch?: typeof fetch;
  csrfToken?: () => string | undefined;
}

/** POST one operation to the same-origin endpoint with the session cookie and the CSRF header. */
export const postGraphql = async <T>(query: string, variables: Record<string, unknown> = {}, options: PostOptions = {}): Promise<T> => {
  const token = (options.csrfToken ?? readCsrfToken)();
  const response = await (options.fetch ?? fetch)(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
    body: JSON.stringify({ operationName: /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1], query, variables }),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: GraphqlErrorEntry[] };
  if (body.errors?.length) throw new GraphqlRequestError(body.errors, response.ok ? undefined : { statusCode: response.status });
  if (!response.ok || body.data === undefined) throw new GraphqlRequestError([], { statusCode: response.status });
  return body.data;
};
