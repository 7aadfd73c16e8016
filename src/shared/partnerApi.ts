/** The partner API's endpoint (spec 002 §7): partners call it with an API key, the console's debug page with its session. */
export const PARTNER_API_PATH = '/api/v1/graphql';

/** The header by which the console's debug page names the partner whose API it queries. */
export const PARTNER_ID_HEADER = 'X-Api-Partner-Id';
