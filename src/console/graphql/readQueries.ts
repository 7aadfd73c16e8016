import type { NormalizedType } from '../../metadata/normalized.ts';
import { toFilterBar, withReference, type FilterBar } from './filterBar.ts';
import { parseDocument } from './parseDocument.ts';
import { listCursors } from './listCursors.ts';
import { limitOffset, type ApiRecord, type GraphqlRequest } from './request.ts';
import { DETAIL_EXTRAS, recordFragment } from './selection.ts';

const LIST_VARIABLES = '$typename: String!, $orgId: ID, $apiPartnerId: ID, $filterBar: FilterBarInput, $limit: Int, $offset: Int, $after: String';
const LIST_ARGUMENTS = 'typename: $typename, orgId: $orgId, apiPartnerId: $apiPartnerId, filterBar: $filterBar';

/** Route owner of a list: the organisation or API partner in the URL (react-admin passes it as meta). */
interface ListMeta {
  orgId?: string;
  apiPartnerId?: string;
}

export interface ListParams {
  pagination?: { page: number; perPage: number };
  filter?: Record<string, unknown>;
  meta?: ListMeta;
}

/** readminObjectsTotal: large lists are counted approximately, which the footer says ("about 1.2M"). */
interface ListTotal {
  value: number;
  approximate: boolean;
}

const listRequest = (type: NormalizedType, params: ListParams, filterBar: FilterBar | undefined): GraphqlRequest => {
  const typeAndOwner = { typename: type.typename, orgId: params.meta?.orgId, apiPartnerId: params.meta?.apiPartnerId };
  const page = params.pagination?.page ?? 1;
  const listKey = JSON.stringify([typeAndOwner, filterBar ?? null, params.pagination?.perPage]);
  const after = listCursors.before(listKey, page);
  return {
    query: parseDocument(`query ReadminList(${LIST_VARIABLES}) {
  items: readminObjects(${LIST_ARGUMENTS}, limit: $limit, offset: $offset, after: $after) { readminCursor ${recordFragment(type)} }
  total: readminObjectsTotal(${LIST_ARGUMENTS}) { value approximate }
}`),
    // Load More continues after the previous page's last row when it is known, else by offset.
    variables: { ...typeAndOwner, filterBar, ...limitOffset(params.pagination), ...(after ? { after, offset: undefined } : {}) },
    parseResponse: ({ data }) => {
      const items = data.items as (ApiRecord & { readminCursor?: string | null })[];
      const total = data.total as ListTotal;
      listCursors.remember(listKey, page, items[items.length - 1]?.readminCursor);
      return { data: items, total: total.value, meta: { approximateTotal: total.approximate } };
    },
  };
};

/** getList → readminObjects + readminObjectsTotal; the response meta says whether the total is approximate. */
export const getListRequest = (type: NormalizedType, params: ListParams): GraphqlRequest => listRequest(type, params, toFilterBar(params.filter));

/** getManyReference → the same, with the reference in filtersHash. */
export const getManyReferenceRequest = (type: NormalizedType, params: ListParams & { target: string; id: unknown }): GraphqlRequest =>
  listRequest(type, params, withReference(toFilterBar(params.filter), params.target, params.id));

/** getMany → readminObjects by ids. */
export const getManyRequest = (type: NormalizedType, params: { ids: unknown[] }): GraphqlRequest => ({
  query: parseDocument(`query ReadminMany($typename: String!, $ids: [ID!]) {
  items: readminObjects(typename: $typename, ids: $ids) { ${recordFragment(type)} }
}`),
  variables: { typename: type.typename, ids: params.ids },
  parseResponse: ({ data }) => ({ data: data.items as ApiRecord[] }),
});

/** Thrown for a missing record so that the detail page can say 'Record Not Found'. */
class RecordNotFoundError extends Error {
  readonly status = 404;
  constructor(typename: string, id: unknown) {
    super(`${typename} ${String(id)} not found`);
  }
}

/** getOne → readminObject with everything a detail page shows. */
export const getOneRequest = (type: NormalizedType, params: { id: unknown }): GraphqlRequest => ({
  query: parseDocument(`query ReadminOne($typename: String!, $id: ID!) {
  record: readminObject(typename: $typename, id: $id) { ${recordFragment(type)} ${DETAIL_EXTRAS} }
}`),
  variables: { typename: type.typename, id: params.id },
  parseResponse: ({ data }) => {
    if (!data.record) throw new RecordNotFoundError(type.typename, params.id);
    return { data: data.record as ApiRecord };
  },
});
