import { describe, expect, it } from 'vitest';
import { routeOwnerOfPath } from './routeOwner.ts';

describe('routeOwnerOfPath', () => {
  it('finds the organisation of org pages and the org dashboard', () => {
    expect(routeOwnerOfPath('/readmin/orgs/10/teams/3')).toEqual({ orgId: '10' });
    expect(routeOwnerOfPath('/readmin/orgs/10')).toEqual({ orgId: '10' });
  });
  it('finds the API partner', () => expect(routeOwnerOfPath('/readmin/api_partners/5/api_teams')).toEqual({ apiPartnerId: '5' }));
  it('is empty elsewhere, including the organisation list', () => {
    expect(routeOwnerOfPath('/readmin/orgs')).toEqual({});
    expect(routeOwnerOfPath('/readmin/teams/3')).toEqual({});
  });
});
