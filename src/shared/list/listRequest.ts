import type { NormalizedType } from '../../metadata/normalized.ts';
import type { FilterBar } from '../filterBar/filterBar.ts';
import { listPageRequest, type ListPageRequest, type ListParams } from './listPageRequest.ts';
import { recordFragment } from '../graphql/selection.ts';

const LIST_VARIABLES = '$typename: String!, $orgId: ID, $apiPartnerId: ID, $filterBar: FilterBarInput, $limit: Int, $offset: Int, $after: String';
const LIST_ARGUMENTS = 'typename: $typename, orgId: $orgId, apiPartnerId: $apiPartnerId, filterBar: $filterBar';

/** A list request: what the GraphQL runtime parses and sends, and what the server runs for a list page. */
export interface ListRequest extends ListPageRequest {
  query: string;
}

/** readminObjects + readminObjectsTotal of one page of a list. */
export const listRequest = (type: NormalizedType, params: ListParams, filterBar: FilterBar | undefined): ListRequest => ({
  query: `query ReadminList(${LIST_VARIABLES}) {
  items: readminObjects(${LIST_ARGUMENTS}, limit: $limit, offset: $offset, after: $after) { readminCursor ${recordFragment(type)} }
  total: readminObjectsTotal(${LIST_ARGUMENTS}) { value approximate }
}`,
  ...listPageRequest(type.typename, params, filterBar),
});
