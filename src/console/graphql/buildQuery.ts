import type { Registry, NormalizedType } from '../../metadata/normalized.ts';
import { typeOfResource } from '../../shared/resourceName.ts';
import { createRequest, deleteManyRequest, deleteRequest, updateManyRequest, updateRequest } from './mutations.ts';
import { getListRequest, getManyReferenceRequest, getManyRequest, getOneRequest } from './readQueries.ts';
import type { GraphqlRequest } from '../../shared/graphql/request.ts';

/** react-admin's params differ per method; each request builder declares the shape it reads. */
type Params = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const RECORD_METHODS: Record<string, (type: NormalizedType, params: Params) => GraphqlRequest> = {
  GET_LIST: getListRequest,
  GET_ONE: getOneRequest,
  GET_MANY: getManyRequest,
  GET_MANY_REFERENCE: getManyReferenceRequest,
  CREATE: createRequest,
  UPDATE: updateRequest,
  UPDATE_MANY: updateManyRequest,
  DELETE: deleteRequest,
  DELETE_MANY: deleteManyRequest,
};

/**
 * ra-data-graphql's buildQuery: react-admin resources are console routes ('teams', or a typename for a
 * type without pages: resourceName.ts), mapped to record types through the registry; operation names come from the registry, never from a naming guess.
 */
export const buildQuery =
  (registry: Registry) =>
  (method: string, resource: string, params: Params): GraphqlRequest => {
    const type = typeOfResource(resource, registry);
    const build = RECORD_METHODS[method];
    if (!type || !build) throw new Error(`No GraphQL query for ${method} on resource '${resource}'`);
    return build(type, params);
  };
