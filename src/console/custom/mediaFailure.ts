/**
 * Why a picture the server draws (a camera's Live Image, a surface or court preview) did not come, in the server's
 * words, with the reference of the request that failed: its x-request-id, which the server's log lines of that
 * request carry, so a person can hand support one string that finds them.
 */

/** A reason with its request's reference, when the answer named one. */
export const withReference = (reason: string, reference: string | null | undefined): string =>
  reference ? `${reason} (reference ${reference})` : reason;

/** The server's reason in an answer that is not the picture (its JSON `{ error }`, else its status), with its reference. */
export const responseFailure = async (res: Response, fallback?: string): Promise<string> => {
  const body = (await res.json().catch(() => null)) as { error?: string } | null;
  const reason = body?.error ?? fallback ?? (res.ok ? 'the answer is not a picture' : `HTTP ${res.status}`);
  return withReference(reason, res.headers.get('x-request-id'));
};

/** An image route's failure: the <img> element's error event says nothing, so the address is asked again to read the refusal. */
export const imageFailure = async (url: string): Promise<string> => {
  try {
    return await responseFailure(await fetch(url, { credentials: 'same-origin' }));
  } catch (e) {
    return `the server could not be reached (${(e as Error).message})`;
  }
};

interface ServerError {
  message?: string;
  extensions?: { reference?: unknown; uuid?: unknown };
}

/**
 * An operation's failure (a GraphQL mutation answering a picture) as the console's client reports it: an
 * HttpError whose body is Apollo's error. The server's message, with its reference: the request id the server
 * put in extensions.reference, else the id of an unexpected error (extensions.uuid, logged with the request).
 */
export const operationFailure = (error: unknown): string => {
  const message = (error as Error | null)?.message || 'The request failed.';
  const [first] = ((error as { body?: { graphQLErrors?: ServerError[] } } | null)?.body?.graphQLErrors ?? []) as ServerError[];
  const reference = first?.extensions?.reference ?? first?.extensions?.uuid;
  return withReference(first?.message ?? message, typeof reference === 'string' ? reference : null);
};
