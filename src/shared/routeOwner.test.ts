import { describe, expect, it } from 'vitest';
import { routeOwnerFor, routeOwnerOfPath } from './routeOwner.ts';

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

describe('routeOwnerFor', () => {
  const withRoutes = (orgRoute: boolean, apiPartnerRoute: boolean) => ({ ownership: { orgRoute, apiPartnerRoute } });
  it('keeps the organisation for types with organisation routes, the partner for types listed under partners', () => {
    expect(routeOwnerFor(withRoutes(true, false), { orgId: '10' })).toEqual({ orgId: '10' });
    expect(routeOwnerFor(withRoutes(false, true), { apiPartnerId: '5' })).toEqual({ apiPartnerId: '5' });
  });
  it('leads to the platform routes otherwise', () => {
    expect(routeOwnerFor(withRoutes(false, true), { orgId: '10' })).toEqual({});
    expect(routeOwnerFor(withRoutes(true, false), { apiPartnerId: '5' })).toEqual({});
    expect(routeOwnerFor(withRoutes(true, true), {})).toEqual({});
  });
});
