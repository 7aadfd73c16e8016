import { pageVariables, type ConsoleRequest, type Page } from '../../operations/consoleRequest.ts';
import { optionDetailSelection } from './optionDetail.ts';
import type { PickedRecord } from './pickerParams.ts';

export interface PickerParams extends Page {
  typename: string;
  /** The named records only (to show the names of a value the dialog opened with), unpaged. */
  ids?: string[];
  searchTerm?: string;
  filtersHash?: Record<string, string>;
}

/**
 * One page of a reference picker: readminObjects(typename, filterBar: { searchTerm, filtersHash }, limit, offset);
 * or, with ids, the named records. Each with its name and the type's option detail (optionDetail.ts).
 */
export const pickerRequest = (params: PickerParams): ConsoleRequest<{ rows: PickedRecord[]; hasNextPage: boolean }> => {
  const { ids, filtersHash } = params;
  const searchTerm = params.searchTerm?.trim();
  return {
    query: `query ReadminPicker($typename: String!, $ids: [ID!], $filterBar: FilterBarInput, $limit: Int, $offset: Int) {
  items: readminObjects(typename: $typename, ids: $ids, filterBar: $filterBar, limit: $limit, offset: $offset) { id readminName ${optionDetailSelection(params.typename)} }
}`,
    variables: {
      typename: params.typename,
      ids,
      filterBar: searchTerm || filtersHash ? { ...(searchTerm && { searchTerm }), ...(filtersHash && { filtersHash }) } : undefined,
      ...(ids ? {} : pageVariables(params)),
    },
    parse: (data) => {
      const rows = data.items as { id: string; readminName: string }[];
      // No count query: a full page means there may be more.
      return { rows, hasNextPage: !ids && rows.length === params.perPage };
    },
  };
};
