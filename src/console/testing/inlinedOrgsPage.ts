import type { ConsoleBoot } from '../../shared/consoleBoot.ts';

/** The one organisation of ORGS_PAGE_BOOT's first rows. */
export const INLINED_ORG = { id: '1', readminName: 'Harbour City', readminCursor: 'cursor-1' };

/** An orgs list page as the server sends it: its first request's answer inlined (src/server/http/consoleBoot.ts). */
export const ORGS_PAGE_BOOT: ConsoleBoot = {
  currentUser: { id: '1' },
  orgs: [],
  firstList: {
    resource: 'orgs',
    variables: { typename: 'Org', filterBar: { orderOption: 'name' }, limit: 10, offset: 0 },
    data: { items: [INLINED_ORG], total: { value: 1, approximate: false } },
  },
};
