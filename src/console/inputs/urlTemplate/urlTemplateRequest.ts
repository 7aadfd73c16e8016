import type { GraphqlRequest } from '../../graphql/request.ts';

/** The root queries answering an address template (a field's `urlTemplate`): named in code, never taken from elsewhere. */
const QUERIES: Record<string, string> = {
  publicLeaguePageUrlTemplate: 'query ReadminPublicLeaguePageUrlTemplate { template: publicLeaguePageUrlTemplate }',
};

/** An address with {slug} where a field's value goes, as { id, template }. */
export const urlTemplateRequest = (params: { id?: unknown; meta?: { query?: string } }): GraphqlRequest => {
  const query = QUERIES[params.meta?.query ?? ''];
  if (!query) throw new Error(`Unknown address template query '${params.meta?.query}'`);
  return {
    query: query,
    variables: {},
    parseResponse: ({ data }) => ({ data: { id: params.id ?? params.meta?.query, template: data.template as string } }),
  };
};
