import { CSRF_HEADER, readCsrfToken } from '../browser/csrf.ts';
import { MAX_RETRIES, isRetryableStatus, retryDelayMs } from '../browser/retryPolicy.ts';

/** The same-origin endpoint (spec 000 §7); the public pages use plain fetch, not the console's Apollo client. */
const GRAPHQL_PATH = '/graphql';

/** A request the server refused or that never got an answer: `messages` are what the visitor is shown. */
export class PublicRequestError extends Error {
  constructor(
    readonly messages: string[],
    readonly status?: number,
  ) {
    super(messages.join('\n'));
  }
}

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string }[];
}

export interface PublicRequestOptions {
  /** Reads are retried after failures that may pass (see retryPolicy.ts); mutations never. */
  kind?: 'query' | 'mutation';
  fetch?: typeof fetch;
  /** How to wait between tries (tests pass one that does not wait). */
  wait?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const sendOnce = async <T>(document: string, variables: Record<string, unknown>, opts: PublicRequestOptions): Promise<T> => {
  const csrf = readCsrfToken();
  let response: Response;
  try {
    response = await (opts.fetch ?? fetch)(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
      body: JSON.stringify({ query: document, variables }),
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new PublicRequestError(['Network error: the server could not be reached.']);
  }
  const answer = (await response.json().catch(() => ({}))) as GraphqlAnswer<T>;
  if (answer.errors?.length)
    throw new PublicRequestError(
      answer.errors.map((e) => e.message),
      response.status,
    );
  if (!response.ok || !answer.data) throw new PublicRequestError([`Request failed (HTTP ${response.status}).`], response.status);
  return answer.data;
};

/** Sends one GraphQL document with the page's CSRF token; a read that fails for a passing reason is tried again. */
export const publicRequest = async <T>(document: string, variables: Record<string, unknown> = {}, opts: PublicRequestOptions = {}): Promise<T> => {
  for (let retry = 0; ; retry += 1) {
    try {
      return await sendOnce<T>(document, variables, opts);
    } catch (e) {
      const passing = e instanceof PublicRequestError && isRetryableStatus(e.status);
      if (opts.kind === 'mutation' || !passing || retry >= MAX_RETRIES || opts.signal?.aborted) throw e;
      await (opts.wait ?? defaultWait)(retryDelayMs(retry + 1));
    }
  }
};
