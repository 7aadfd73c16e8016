import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvExport } from '../graphql/csvExportRequests.ts';
import { gameRows, orgs, platformAdmin } from '../testing/fixtures.ts';
import { renderConsole } from '../testing/renderConsole.tsx';

const exportOf = (state: string, exportedRows = 0): CsvExport => ({
  id: '900',
  title: 'Games export',
  state,
  exportedRows,
  reportSize: null,
  filename: 'games-export.csv',
  errorMessage: null,
  createdAt: '2026-11-21T03:00:00Z',
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CSV export', () => {
  it("'Export as CSV' exports the filtered list of the page's organisation and opens the export", async () => {
    const { dataProvider, router } = renderConsole('/readmin/orgs/10/games', platformAdmin, {
      rows: { games: gameRows },
      orgs,
      csvExports: { '900': exportOf('pending') },
    });
    await screen.findByRole('link', { name: 'Game 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(router.state.location.hash).not.toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/readmin/csv_exports/900'));
    const create = dataProvider.calls.find((c) => c.method === 'consoleMutation' && c.operation === 'exportCsv');
    expect(create?.params).toEqual({
      title: 'Games – Completed',
      timeZone: 'Australia/Perth', // the organisation's, as the footer shows
      gqlVariables: { typename: 'Game', orgId: '10', apiPartnerId: undefined, filterBar: { scopeFilter: 'completed', orderOption: 'newest' } },
    });
    expect(await screen.findByText('This export has not yet started.', undefined)).toBeTruthy();
  });

  it('polls until the export is done, then links to the streamed file under its filename', async () => {
    const csvExports = { '900': exportOf('exporting', 20) };
    const { dataProvider } = renderConsole('/readmin/csv_exports/900', platformAdmin, { csvExports });
    expect(await screen.findByText(/currently being generated/, undefined)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
    csvExports['900'] = exportOf('completed', 48);
    expect(await screen.findByText('This export is ready for download.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('48 rows exported');
    const polls = dataProvider.calls.filter((c) => c.method === 'consoleQuery' && c.operation === 'csvExport').length;
    expect(polls).toBeGreaterThanOrEqual(2);

    // Download is a link to the streamed route, saved under the export's file name.
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('/readmin/csv_exports/900/download');
    expect(download.getAttribute('download')).toBe(exportOf('completed', 48).filename);
  });

  it('deletes the export after confirmation and returns to the console home', async () => {
    const { dataProvider, router } = renderConsole('/readmin/csv_exports/900', platformAdmin, { csvExports: { '900': exportOf('completed', 3) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', undefined)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/readmin'));
    expect(dataProvider.calls.find((c) => c.operation === 'deleteCsvExport')?.params).toEqual({ id: '900' });
  });

  it("the console home lists the user's exports with links to them", async () => {
    renderConsole('/readmin', platformAdmin, { csvExports: { '900': exportOf('completed', 48) } });
    const link = await screen.findByRole('link', { name: /Games export/ });
    expect(link.getAttribute('href')).toBe('/readmin/csv_exports/900');
    expect(link.textContent).toContain('completed · 48 rows');
  });
});
