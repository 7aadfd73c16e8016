/**
 * When a failed request is tried again (spec 000 §7 and §9: "retried with a delay of at least 10 seconds"),
 * for the console and the public pages alike. Only reads are retried: a mutation whose answer was lost
 * may have been applied, and sending it again could apply it twice. Only failures that may pass are
 * retried: the network, a 5xx or a 429, never a GraphQL error about the request itself.
 */
export const RETRY_DELAY_MS = 10_000;
/** Tries after the first: 10 s, 20 s, 40 s. */
export const MAX_RETRIES = 3;

export const retryDelayMs = (retry: number): number => RETRY_DELAY_MS * 2 ** (retry - 1);

/** An HTTP status worth another try (none for a network failure, which always is). */
export const isRetryableStatus = (status: number | undefined): boolean => status === undefined || status === 429 || status >= 500;
