import type { ConsoleRequest } from '../operations/consoleRequest.ts';
import { isOptionSourceName } from '../../metadata/optionSources/names.ts';
import type { SourceOption } from '../../metadata/optionSources/source.ts';
import { optionsQuerySource } from '../../metadata/optionSources/optionsQueryText.ts';

/**
 * The choices of an option source (timeZones, countries, sports, …: src/metadata/optionSources). The name comes
 * from metadata, never from a user, and must be a source.
 */
export const optionsQueryRequest = (params: { query: string }): ConsoleRequest<SourceOption[]> => {
  if (!isOptionSourceName(params.query)) throw new Error(`'${params.query}' is not an options query`);
  return {
    query: optionsQuerySource(params.query),
    variables: {},
    parse: (data) => data.values as SourceOption[],
  };
};
