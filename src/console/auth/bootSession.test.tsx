import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_BOOT_ELEMENT_ID } from '../../shared/consoleBoot.ts';
import { orgAdmin } from '../testing/fixtures.ts';

/** A page as the server sends it: the boot element (src/server/http/consoleBoot.ts), read once per page load. */
const servePage = async (boot: unknown) => {
  vi.resetModules();
  document.body.innerHTML = `<script type="application/json" id="${CONSOLE_BOOT_ELEMENT_ID}">${JSON.stringify(boot)}</script>`;
  const requests: string[] = [];
  const fetch: typeof globalThis.fetch = async (_url, init) => {
    requests.push(String(init?.body));
    return new Response(JSON.stringify({ data: { currentUser: orgAdmin } }), { headers: { 'content-type': 'application/json' } });
  };
  const { graphqlSession } = await import('./sessionApi.ts');
  const { createAuthProvider } = await import('./authProvider.ts');
  const bootData = await import('./bootData.ts');
  return { requests, session: graphqlSession({ fetch }), createAuthProvider, bootData };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the current user inlined in the page', () => {
  it('answers from the page when served signed in, with the sidebar for that user only', async () => {
    const { requests, session, bootData } = await servePage({ currentUser: orgAdmin, orgs: [{ id: '1' }] });
    expect(await session.currentUser()).toEqual(orgAdmin);
    expect(bootData.bootSidebar(orgAdmin.id)?.orgs).toEqual([{ id: '1' }]);
    expect(bootData.bootSidebar('someone else')).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('reads a page served signed out as signed out without asking, and asks once that is settled', async () => {
    const { requests, session, createAuthProvider, bootData } = await servePage({ currentUser: null, orgs: [] });
    const auth = createAuthProvider(session);
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    expect(requests).toEqual([]);
    expect(bootData.bootSidebar(undefined)).toBeUndefined();
    // Signed in since (another tab, the Google popup): the next check asks the server.
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('currentUser');
  });
});
