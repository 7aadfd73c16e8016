import type { ConsoleRequest } from '../../operations/consoleRequest.ts';

/** The root queries answering an address template (a field's `urlTemplate`): named in code, never taken from elsewhere. */
const QUERIES: Record<string, string> = {
  publicLeaguePageUrlTemplate: 'query ReadminPublicLeaguePageUrlTemplate { template: publicLeaguePageUrlTemplate }',
};

/** An address with {slug} where a field's value goes. */
export const urlTemplateRequest = (params: { query: string }): ConsoleRequest<string> => {
  const query = QUERIES[params.query];
  if (!query) throw new Error(`Unknown address template query '${params.query}'`);
  return { query, variables: {}, parse: (data) => data.template as string };
};
