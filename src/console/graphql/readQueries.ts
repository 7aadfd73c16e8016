import type { NormalizedType } from '../../metadata/normalized.ts';
import { toFilterBar, withReference } from '../../shared/filterBar/filterBar.ts';
import type { ListParams } from '../../shared/list/listPageRequest.ts';
import { listRequest } from '../../shared/list/listRequest.ts';
import type { ApiRecord, GraphqlRequest } from '../../shared/graphql/request.ts';
import { DETAIL_EXTRAS, recordFragment } from '../../shared/graphql/selection.ts';

/** getList → readminObjects + readminObjectsTotal; the response meta says whether the total is approximate. */
export const getListRequest = (type: NormalizedType, params: ListParams): GraphqlRequest => listRequest(type, params, toFilterBar(params.filter));

/** getManyReference → the same, with the reference in filtersHash. */
export const getManyReferenceRequest = (type: NormalizedType, params: ListParams & { target: string; id: unknown }): GraphqlRequest =>
  listRequest(type, params, withReference(toFilterBar(params.filter), params.target, params.id));

/** getMany → readminObjects by ids. */
export const getManyRequest = (type: NormalizedType, params: { ids: unknown[] }): GraphqlRequest => ({
  query: `query ReadminMany($typename: String!, $ids: [ID!]) {
  items: readminObjects(typename: $typename, ids: $ids) { ${recordFragment(type)} }
}`,
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
  query: `query ReadminOne($typename: String!, $id: ID!) {
  record: readminObject(typename: $typename, id: $id) { ${recordFragment(type)} ${DETAIL_EXTRAS} }
}`,
  variables: { typename: type.typename, id: params.id },
  parseResponse: ({ data }) => {
    if (!data.record) throw new RecordNotFoundError(type.typename, params.id);
    return { data: data.record as ApiRecord };
  },
});
