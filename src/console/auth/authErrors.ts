/** Spec 000 §5 and §8: the one message a failed login shows, on both fields. */
export const INVALID_LOGIN = 'Invalid email or password.';

interface GraphqlErrorLike {
  extensions?: { code?: unknown };
}

/**
 * True when the API refused a request because nobody is signed in: a GraphQL error with code
 * UNAUTHENTICATED, or an HTTP 401. Accepts Apollo errors and react-admin's HttpError wrapping one.
 */
export const isUnauthenticated = (error: unknown): boolean => {
  if (!error || typeof error !== 'object') return false;
  const e = error as { status?: number; body?: unknown; graphQLErrors?: GraphqlErrorLike[]; networkError?: { statusCode?: number } };
  if (e.networkError?.statusCode === 401) return true;
  if (e.graphQLErrors?.some((g) => g.extensions?.code === 'UNAUTHENTICATED')) return true;
  return e.body !== undefined && e.body !== error && isUnauthenticated(e.body);
};
