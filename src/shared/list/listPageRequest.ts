import type { FilterBar } from '../filterBar/filterBar.ts';
import { listCursors } from './listCursors.ts';
import { limitOffset, type ApiRecord } from '../graphql/request.ts';

/** Route owner of a list: the organisation or API partner in the URL (react-admin passes it as meta). */
export interface ListMeta {
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

/** One page of a list as variables and how its answer is read: all of a list request but its text. */
export interface ListPageRequest {
  variables: Record<string, unknown>;
  parseResponse: (response: { data: Record<string, unknown> }) => { data: ApiRecord[]; total: number; meta: { approximateTotal: boolean } };
}

/**
 * The page, filters and route owner of a list request, without its text (which depends on the type's fields
 * only): a list answered from the page (firstListAnswer.ts) reads no registry and needs no GraphQL client.
 */
export const listPageRequest = (typename: string, params: ListParams, filterBar: FilterBar | undefined): ListPageRequest => {
  const typeAndOwner = { typename, orgId: params.meta?.orgId, apiPartnerId: params.meta?.apiPartnerId };
  const page = params.pagination?.page ?? 1;
  const listKey = JSON.stringify([typeAndOwner, filterBar ?? null, params.pagination?.perPage]);
  const after = listCursors.before(listKey, page);
  return {
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
