import type { Registry } from '../../metadata/normalized.ts';
import { pageVariables, type ConsoleRequest, type Page } from '../operations/consoleRequest.ts';
import type { ApiRecord } from '../../shared/graphql/request.ts';
import { recordFragment } from '../../shared/graphql/selection.ts';

export interface AssociationParams extends Page {
  typename: string;
  id: string;
  association: string;
}

/** The records of one association tab, with the columns of their own type's list: one page, the total, and whether more follow. */
export const associationRequest = (
  params: AssociationParams,
  registry: Registry,
): ConsoleRequest<{ rows: ApiRecord[]; total: number; hasNextPage: boolean }> => {
  const association = registry.types[params.typename]?.associations[params.association];
  const target = association && registry.types[association.typename];
  if (!target) throw new Error(`Unknown association ${params.typename}.${params.association}`);
  const paging = pageVariables(params);
  return {
    query: `query ShellAssociation($typename: String!, $id: ID!, $association: String!, $limit: Int, $offset: Int) {
  record: readminObject(typename: $typename, id: $id) {
    id
    items: readminAssociationObjects(associationName: $association, limit: $limit, offset: $offset) { ${recordFragment(target)} }
    total: readminAssociationCount(associationName: $association)
  }
}`,
    variables: { typename: params.typename, id: params.id, association: params.association, ...paging },
    parse: (data) => {
      const record = data.record as { items: ApiRecord[]; total: number } | null;
      const rows = record?.items ?? [];
      const total = record?.total ?? 0;
      return { rows, total, hasNextPage: (paging.offset ?? 0) + rows.length < total };
    },
  };
};
