import { useGetList } from 'react-admin';
import { SHELL } from '../graphql/shellResources.ts';
import { useDebouncedValue } from '../home/useDebouncedValue.ts';
import { registry } from '../registry.ts';

export interface ReferenceOption {
  id: string;
  readminName: string;
}

/**
 * Up to 100 records of `typename` to pick from, the selected ones included. Types with search fields are
 * searched on the server as the user types (debounced); for the rest the picker filters what it has.
 */
export const useReferenceOptions = (typename: string, searchText: string, selected: string[]) => {
  const searchable = (registry.types[typename]?.list.search.length ?? 0) > 0;
  const searchTerm = useDebouncedValue(searchable ? searchText.trim() : '');
  const {
    data = [],
    isFetching,
    error,
  } = useGetList<ReferenceOption>(
    SHELL.options,
    { meta: { typename, selected }, filter: { searchTerm }, pagination: { page: 1, perPage: 100 } },
    { placeholderData: (previous) => previous }, // keep the list while the next search runs
  );
  return { options: data, isFetching, error, searchable };
};
