import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { CONSOLE_BOOT_ELEMENT_ID, type ConsoleBoot } from '../../shared/consoleBoot.ts';
import { platformAdmin, teamRows } from '../testing/fixtures.ts';
import { renderConsole } from '../testing/renderConsole.tsx';
import { firstListRequest } from '../../shared/list/firstListRequest.ts';

afterEach(cleanup);

const teamType = (JSON.parse(readFileSync(join(import.meta.dirname, '../../generated/consoleTypes/Team.json'), 'utf8')) as { type: NormalizedType })
  .type;
const INLINED = { ...teamRows[0], id: '5', readminName: 'Inlined Hawks', readminUrl: '/readmin/teams/5', name: 'Inlined Hawks', readminCursor: 'c5' };

/** The teams page as the server sends it: its first request's answer in the boot element (src/server/http/consoleBoot.ts). */
const servePage = () => {
  const request = firstListRequest(teamType, {}, '')!;
  const boot: ConsoleBoot = {
    currentUser: platformAdmin,
    orgs: [],
    apiPartners: [],
    firstList: {
      resource: 'teams',
      variables: JSON.parse(JSON.stringify(request.variables)) as Record<string, unknown>,
      data: { items: [INLINED], total: { value: 1, approximate: false } },
    },
  };
  document.head.innerHTML = `<script type="application/json" id="${CONSOLE_BOOT_ELEMENT_ID}">${JSON.stringify(boot)}</script>`;
};

/** Whether the list's table already held `name` when it first appeared in the document. */
const watchFirstTable = (name: string) => {
  const seen: { rowsWhenFirstShown?: boolean } = {};
  const observer = new MutationObserver(() => {
    const table = document.querySelector('table');
    if (table && seen.rowsWhenFirstShown === undefined) seen.rowsWhenFirstShown = table.textContent.includes(name);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
};

describe('a list page served with its first rows', () => {
  it('renders them with the table, without asking the dataProvider, and asks it for any other page', async () => {
    servePage();
    const watch = watchFirstTable('Inlined Hawks');
    const { dataProvider } = renderConsole('/readmin/teams', platformAdmin, { rows: { teams: teamRows } });
    await screen.findByRole('link', { name: 'Inlined Hawks' });
    watch.stop();
    expect(watch.seen.rowsWhenFirstShown).toBe(true);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');
    expect(dataProvider.calls.filter((c) => c.method === 'getList' && c.resource === 'teams')).toEqual([]);
    // Another page size is a request of its own: the server's rows, not the page's.
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '20' } });
    await screen.findByRole('link', { name: 'Perth Hawks' });
    expect(screen.queryByRole('link', { name: 'Inlined Hawks' })).toBeNull();
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'getList' && c.resource === 'teams')).toHaveLength(1));
  });
});
