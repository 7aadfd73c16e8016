import type { GraphqlRequest } from '../graphql/request.ts';
import { isOptionSourceName } from '../../shared/optionSources/names.ts';
import type { SourceOption } from '../../shared/optionSources/source.ts';
import { optionRows, optionsQuerySource } from './optionsQueryText.ts';

/**
 * The options of an option source (timeZones, countries, sports, …: src/shared/optionSources) as
 * { id: value, name: label } rows. The name comes from metadata, never from a user, and must be a source.
 */
export const optionsQueryRequest = (params: { meta?: { query?: string } }): GraphqlRequest => {
  const query = params.meta?.query ?? '';
  if (!isOptionSourceName(query)) throw new Error(`'${query}' is not an options query`);
  return {
    query: optionsQuerySource(query),
    variables: {},
    parseResponse: ({ data }) => optionRows(data.values as SourceOption[]),
  };
};
