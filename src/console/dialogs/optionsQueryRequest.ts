import { parseDocument } from '../graphql/parseDocument.ts';
import type { GraphqlRequest } from '../graphql/request.ts';
import { isOptionSourceName } from '../../shared/optionSources/names.ts';

/**
 * The options of an option source (timeZones, countries, sports, …: src/shared/optionSources) as
 * { id: value, name: label } rows. The name comes from metadata, never from a user, and must be a source.
 */
export const optionsQueryRequest = (params: { meta?: { query?: string } }): GraphqlRequest => {
  const query = params.meta?.query ?? '';
  if (!isOptionSourceName(query)) throw new Error(`'${query}' is not an options query`);
  return {
    query: parseDocument(`query ReadminOptionsQuery { values: ${query} { value label } }`),
    variables: {},
    parseResponse: ({ data }) => {
      const rows = (data.values as { value: string; label: string }[]).map((o) => ({ id: o.value, name: o.label }));
      return { data: rows, total: rows.length };
    },
  };
};
