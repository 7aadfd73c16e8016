import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { readFile } from 'node:fs/promises';
import { eventually, useE2E } from '../support/e2e.ts';

/**
 * The venue server actions and the YouTube account panel in the console, against the real server: Run
 * Command queues a pending command per selected server and shows them, Cancel Command cancels one,
 * Generate SSH Config downloads the config as a text file, and the YouTube Account tab connects and
 * disconnects.
 */
describe('venue server actions and the YouTube account, in Chromium', () => {
  const { page, url, db } = useE2E({ signIn: 'admin@example.com', timeout: 15_000 });
  const bulkBar = () => page().getByRole('toolbar', { name: 'Bulk actions' });
  const serverId = async (name: string) =>
    (await db().selectFrom('venue_servers').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id as number;
  const select = async (...names: string[]) => {
    await page().goto(url('/readmin/venue_servers'));
    for (const name of names)
      await page()
        .locator(`main table tbody tr:has(a[href$="/venue_servers/${await serverId(name)}"])`)
        .getByRole('checkbox')
        .click();
    await bulkBar().getByText(`${names.length} selected`).waitFor();
  };

  it('runs a suggested command on two servers, then cancels one of the pending commands', async () => {
    await select('dhsc-vs-01', 'bondi-vs-01');
    await bulkBar().getByRole('button', { name: 'Run Command' }).click();
    const dialog = page().getByRole('dialog', { name: /^Run Command/ });
    await dialog.getByRole('combobox', { name: /^Command/ }).click();
    await page().getByRole('option', { name: 'speedtest-cli --simple' }).click();
    await dialog.getByRole('button', { name: 'Run Command', exact: true }).click();
    // The queued commands as a table, not JSON: how many, each command and its server linked.
    await dialog.getByText('2 Venue Server Commands').waitFor();
    const commands = (
      await sql<{
        id: number;
        name: string;
        state: string;
      }>`SELECT c.id, s.name, c.state FROM venue_server_commands c JOIN venue_servers s ON s.id = c.venue_server_id
        WHERE c.content = 'speedtest-cli --simple' ORDER BY s.name`.execute(db())
    ).rows;
    expect(commands.map(({ name, state }) => ({ name, state }))).toEqual([
      { name: 'bondi-vs-01', state: 'pending' },
      { name: 'dhsc-vs-01', state: 'pending' },
    ]);
    const commandLink = dialog.getByRole('link', { name: `Venue Server Command #${commands[0].id}` });
    expect(await commandLink.getAttribute('href')).toBe(`/readmin/venue_server_commands/${commands[0].id}`);
    expect(await dialog.getByRole('link', { name: 'bondi-vs-01' }).getAttribute('href')).toBe(
      `/readmin/venue_servers/${await serverId('bondi-vs-01')}`,
    );
    await page().goto(url(`/readmin/venue_server_commands/${commands[0].id}`));
    await page().getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Cancel Command' }).click();
    await page()
      .getByRole('dialog')
      .getByRole('button', { name: /Cancel Command|Confirm|OK/ })
      .click();
    await eventually(
      async () => (await db().selectFrom('venue_server_commands').select('state').where('id', '=', commands[0].id).executeTakeFirstOrThrow()).state,
    ).toBe('cancelled');
  });

  it('downloads the SSH config of the selected servers as a text file', async () => {
    await select('dhsc-vs-01', 'lakeside-vs-01');
    await bulkBar().getByRole('button', { name: 'Generate SSH Config' }).click();
    const dialog = page().getByRole('dialog', { name: /^Generate SSH Config/ });
    const [download] = await Promise.all([page().waitForEvent('download'), dialog.getByRole('button', { name: 'Generate SSH Config' }).click()]);
    expect(download.suggestedFilename()).toBe('ssh_config_venue_servers.txt');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain('Host dhsc-vs-01\n  HostName 203.0.113.24');
    expect(text).toContain('Host lakeside-vs-01\n  HostName 10.30.1.50');
  });

  it('connects and disconnects the YouTube account from a live stream', async () => {
    await page().goto(url('/readmin/live_streams/1'));
    await page().getByRole('tab', { name: 'YouTube Account' }).click();
    await page().getByText('You have not connected YouTube account for live streaming.').waitFor();
    await page().getByRole('button', { name: 'Connect' }).click();
    await page().waitForURL(/youtube=connected/);
    await page().getByText('Local YouTube account of admin@example.com').waitFor();
    await page().getByRole('button', { name: 'Disconnect' }).click();
    await page().getByText('You have not connected YouTube account for live streaming.').waitFor();
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM live_stream_yt_auths`.execute(db())).rows[0].n).toBe(0);
  });
});
