import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget.ts';
import { loginKeepingHash, signedOutError } from './signedOutError.ts';

const auditHash = `#${encodeURIComponent(JSON.stringify({ filtersHash: { itemType: 'Court', itemId: '1' } }))}`;

describe('the login page for a signed-out visitor', () => {
  it('keeps the hash of a filtered list, so signing in comes back to the same filters', () => {
    const here = { pathname: '/readmin/paper_trail_versions', search: '?limit=20', hash: auditHash };
    const login = loginKeepingHash(here)!;
    expect(login.startsWith('/readmin/login?redirect=')).toBe(true);
    const back = redirectTarget(new URLSearchParams(login.split('?')[1]).get('redirect'));
    expect(back).toBe(`/readmin/paper_trail_versions?limit=20${auditHash}`);
    expect(signedOutError(here).redirectTo).toBe(login);
  });

  it("leaves a page without a hash, the login page and other sites' paths to react-admin's own redirect", () => {
    expect(loginKeepingHash({ pathname: '/readmin/teams', search: '', hash: '' })).toBeUndefined();
    expect(loginKeepingHash({ pathname: '/readmin/teams', search: '', hash: '#' })).toBeUndefined();
    expect(loginKeepingHash({ pathname: '/readmin/login', search: '', hash: auditHash })).toBeUndefined();
    expect(loginKeepingHash({ pathname: '/elsewhere', search: '', hash: auditHash })).toBeUndefined();
    expect(signedOutError({ pathname: '/readmin/teams', search: '', hash: '' }).redirectTo).toBeUndefined();
  });
});
