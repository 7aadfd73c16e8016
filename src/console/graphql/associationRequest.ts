import type { Registry } from '../../metadata/normalized.ts';
import { limitOffset, type ApiRecord, type GraphqlRequest } from './request.ts';
import { recordFragment } from './selection.ts';

export interface AssociationMeta {
  typename: string;
  id: string;
  association: string;
}

/** The records of one association tab, with the columns of their own type's list. */
export const associationRequest = (
  registry: Registry,
  params: { meta?: AssociationMeta; pagination?: { page: number; perPage: number } },
): GraphqlRequest => {
  const meta = params.meta;
  const association = meta ? registry.types[meta.typename]?.associations[meta.association] : undefined;
  const target = association && registry.types[association.typename];
  if (!meta || !target) throw new Error(`Unknown association ${meta?.typename}.${meta?.association}`);
  return {
    query: `query ShellAssociation($typename: String!, $id: ID!, $association: String!, $limit: Int, $offset: Int) {
  record: readminObject(typename: $typename, id: $id) {
    id
    items: readminAssociationObjects(associationName: $association, limit: $limit, offset: $offset) { ${recordFragment(target)} }
    total: readminAssociationCount(associationName: $association)
  }
}`,
    variables: { typename: meta.typename, id: meta.id, association: meta.association, ...limitOffset(params.pagination) },
    parseResponse: ({ data }) => {
      const record = data.record as { items: ApiRecord[]; total: number } | null;
      return { data: record?.items ?? [], total: record?.total ?? 0 };
    },
  };
};
