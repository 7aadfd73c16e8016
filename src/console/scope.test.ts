import { describe, expect, it } from 'vitest';
import { scopeOfPath } from './scope.ts';

describe('scopeOfPath', () => {
  it('finds the organisation of org pages and the org dashboard', () => {
    expect(scopeOfPath('/readmin/orgs/10/teams/3')).toEqual({ orgId: '10' });
    expect(scopeOfPath('/readmin/orgs/10')).toEqual({ orgId: '10' });
  });
  it('finds the API partner', () => expect(scopeOfPath('/readmin/api_partners/5/api_teams')).toEqual({ apiPartnerId: '5' }));
  it('is empty elsewhere, including the organisation list', () => {
    expect(scopeOfPath('/readmin/orgs')).toEqual({});
    expect(scopeOfPath('/readmin/teams/3')).toEqual({});
  });
});
