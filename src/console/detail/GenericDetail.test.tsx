import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditVersion } from '../audit/auditChanges.ts';
import { dialogDataProvider, type DialogFixtures } from '../dialogs/testing/dialogFixtures.ts';
import { renderWithData } from '../dialogs/testing/renderWithData.tsx';
import { orgAdmin, platformAdmin, venueAdmin } from '../testing/fixtures.ts';
import { registry } from '../testing/allTypes.ts';

afterEach(cleanup);

const team = () => ({
  id: '1',
  readminName: 'Perth Hawks',
  name: 'Perth Hawks',
  readminLabels: [{ content: 'Access denied', type: 'error' }],
  readminAttributeEntries: [
    {
      label: 'Organisation',
      type: 'readmin_objects',
      value: null,
      objects: [{ id: '10', readminName: 'Hoops League', readminUrl: '/readmin/orgs/10' }],
    },
    { label: 'Video recording permitted', type: 'boolean', value: true },
    { label: 'Members', type: 'number', value: 12345 },
    { label: 'Mystery', type: 'hologram', value: 1 },
  ],
  denyAccess: true,
  videoRecordingPermitted: true,
  leagues: [],
  leagueIds: [],
});
const game = (i: number) => ({
  id: String(i),
  readminName: `Game ${i}`,
  readminUrl: `/readmin/games/${i}`,
  playedAt: '2026-03-01T10:30:00Z',
  homeScore: 80,
  awayScore: 70,
});
const fixtures = (extra: DialogFixtures = {}): DialogFixtures => ({
  records: { teams: { '1': team() } },
  rows: { teams: [team()] },
  associations: { games: [game(5)] },
  ...extra,
});
const open = (path: string, extra?: DialogFixtures, user = platformAdmin) => {
  const dataProvider = dialogDataProvider(fixtures(extra));
  return { ...renderWithData(path, user, dataProvider), dataProvider };
};
const heading = () => screen.findByRole('heading', { name: 'Perth Hawks' });

describe('generic detail', () => {
  it('shows the name, type label, description, labels, the Details tab and the tabs with data', async () => {
    open('/readmin/teams/1');
    await heading();
    expect(screen.getByText('Team')).toBeTruthy();
    expect(screen.getByText('A team playing in one or more leagues.')).toBeTruthy();
    expect(screen.getByText('Access denied')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hoops League' }).getAttribute('href')).toBe('/readmin/orgs/10');
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByText('12,345 (12K)')).toBeTruthy();
    expect(screen.getByText('Unknown type')).toBeTruthy();
    // The association tabs with no rows are hidden, but for Roster, where the first member is added (Add Team
    // Member). Games has rows: marked with a dot. A component tab (Registration Form) always shows: the
    // component itself says when it has nothing.
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details', 'Roster', 'Registration Form', 'Games', 'System Notes']),
    );
    expect(screen.getByLabelText('Games (has data)')).toBeTruthy();
  });

  it('keeps the active tab in ?tab and lists the association', async () => {
    const { location } = open('/readmin/teams/1');
    fireEvent.click(await screen.findByRole('tab', { name: /^Games/ }));
    await waitFor(() => expect(location()).toBe('/readmin/teams/1?tab=games'));
    expect((await screen.findByRole('link', { name: 'Game 5' })).getAttribute('href')).toBe('/readmin/games/5');
  });

  it("says 'There is no data to display.' for an empty association asked for by the URL", async () => {
    open('/readmin/teams/1?tab=leaderboards');
    await screen.findByText('There is no data to display.', undefined);
  });

  it('pages an association with Load More', async () => {
    open('/readmin/teams/1?tab=games', { associations: { games: Array.from({ length: 12 }, (_, i) => game(i + 1)) } });
    await screen.findByText('10 of 12', undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('12 of 12');
    expect(screen.getByRole('link', { name: 'Game 12' })).toBeTruthy();
  });

  it('names the valid tabs for an unknown one', async () => {
    open('/readmin/teams/1?tab=stats');
    const valid = ['details', ...registry.types.Team.tabs.map((t) => t.name), 'system_notes'];
    expect(valid).toEqual(expect.arrayContaining(['registration_form', 'games']));
    await screen.findByText(`Invalid tab: stats (${valid.join(', ')})`, undefined);
  });

  it("says 'Record Not Found' for a missing record", async () => {
    open('/readmin/teams/99');
    await screen.findByText('Record Not Found', undefined);
    expect(screen.getByText('Could not find this record. It may have been deleted.')).toBeTruthy();
  });

  it('hides the tab bar when only Details is left (no notes for venue admins, no association data)', async () => {
    const venue = { id: '100', readminName: 'Central Arena', readminAttributeEntries: [] };
    open('/readmin/venues/100', { records: { venues: { '100': venue } }, associations: {} }, venueAdmin);
    await screen.findByRole('heading', { name: 'Central Arena' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('tabs the user may not read', () => {
  it("are left out, and not asked about: GameDay Venues on an organisation admin's organisation", async () => {
    const org = { id: '10', readminName: 'Hoops League', readminAttributeEntries: [] };
    const { dataProvider } = open('/readmin/orgs/10', { records: { orgs: { '10': org } }, associations: { gdVenues: [{ id: '1' }] } }, orgAdmin);
    await screen.findByRole('heading', { name: 'Hoops League' });
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Dashboard', 'Details', 'System Notes']));
    const asked = dataProvider.calls.filter((c) => c.operation === 'tabData');
    expect(asked.flatMap((c) => (c.params as { associations: string[] }).associations)).not.toContain('gdVenues');
  });

  it('are shown to a platform admin', async () => {
    const org = { id: '10', readminName: 'Hoops League', readminAttributeEntries: [] };
    open('/readmin/orgs/10', { records: { orgs: { '10': org } }, associations: { gdVenues: [{ id: '1', readminName: 'Hoops Stadium' }] } });
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Dashboard', 'Details', 'GameDay Venues', 'System Notes']),
    );
  });
});

describe('record toolbar', () => {
  it('edits the record in the generated form, prefilled, sending only what changed', async () => {
    const { dataProvider } = open('/readmin/teams/1');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Perth Hawks' }));
    const name = dialog.getByLabelText(/^Name/) as HTMLInputElement;
    expect(name.value).toBe('Perth Hawks');
    fireEvent.change(name, { target: { value: 'Perth Wildcats' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.calls.find((c) => c.method === 'update')?.params).toMatchObject({ id: '1', data: { name: 'Perth Wildcats' } });
    expect(Object.keys((dataProvider.calls.find((c) => c.method === 'update')?.params as { data: object }).data)).toEqual(['name']);
  });

  it("blocks an emptied required field with 'Cannot submit'", async () => {
    const { dataProvider } = open('/readmin/teams/1');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Perth Hawks' }));
    fireEvent.change(dialog.getByLabelText(/^Name/), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const blocked = within(await screen.findByRole('dialog', { name: 'Cannot submit' }));
    expect(blocked.getByText('Name is required')).toBeTruthy();
    fireEvent.click(blocked.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Edit Perth Hawks' })).toBeTruthy();
    expect(dataProvider.calls.some((c) => c.method === 'update')).toBe(false);
  });

  it("lists the server's reasons in 'Unable to Complete Request', then leaves the form as it was", async () => {
    open('/readmin/teams/1', {
      failures: {
        'update teams': Object.assign(new Error('x'), {
          body: {
            graphQLErrors: [
              {
                message: 'Name is already taken',
                extensions: { code: 'BAD_USER_INPUT', uuid: 'abc-123', problems: [{ field: 'name', message: 'Name is already taken' }] },
              },
            ],
          },
        }),
      },
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Perth Hawks' }));
    fireEvent.change(dialog.getByLabelText(/^Name/), { target: { value: 'Fremantle Sharks' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const unable = within(await screen.findByRole('dialog', { name: 'Unable to Complete Request' }));
    expect(unable.getByText('We are unable to complete request for the reason(s) listed below:')).toBeTruthy();
    expect(unable.getByText('Name is already taken')).toBeTruthy();
    expect(unable.getByText('UUID: abc-123')).toBeTruthy();
    expect(unable.getByRole('link', { name: 'support@example.com' })).toBeTruthy();
    fireEvent.click(unable.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unable to Complete Request' })).toBeNull());
    expect((within(screen.getByRole('dialog', { name: 'Edit Perth Hawks' })).getByLabelText(/^Name/) as HTMLInputElement).value).toBe(
      'Fremantle Sharks',
    );
  });

  it('removes a record after typing DELETE, then goes back to the list', async () => {
    const g = { ...game(3), readminAttributeEntries: [] };
    const { router, dataProvider } = open('/readmin/games/3', { records: { games: { '3': g } }, rows: { games: [g] } });
    await screen.findByRole('heading', { name: 'Game 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Game 3' }));
    const confirm = dialog.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Please type "DELETE" to confirm'), { target: { value: 'DELETE' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/readmin/games'));
    expect(dataProvider.calls.find((c) => c.method === 'delete')?.params).toMatchObject({ id: '3' });
  });

  it('opens the history and, for platform admins, links the Audit Events', async () => {
    const versions: AuditVersion[] = [
      {
        id: '2',
        event: 'update',
        createdAt: '2026-03-02T01:00:00Z',
        via: 'console',
        whodunnit: { id: '1', readminName: 'admin@example.com' },
        objectChanges: { name: ['Hawks', 'Perth Hawks'] },
      },
      { id: '1', event: 'create', createdAt: '2026-03-01T01:00:00Z', via: 'console', whodunnit: null, objectChanges: { name: [null, 'Hawks'] } },
    ];
    open('/readmin/teams/1', { versions });
    await heading();
    const link = within(screen.getByRole('toolbar', { name: 'Record actions' }))
      .getByRole('link', { name: 'Audit Events' })
      .getAttribute('href')!;
    expect(decodeURIComponent(link)).toBe('/readmin/paper_trail_versions#{"filtersHash":{"itemType":"Team","itemId":"1"}}');
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'History of Perth Hawks' }));
    await dialog.findByText('Hawks → Perth Hawks');
    expect(dialog.getByText('by admin@example.com')).toBeTruthy();
    expect(dialog.getByText('by via console')).toBeTruthy();
    expect(dialog.getByText('1–2 of 2')).toBeTruthy();
  });
});

describe('System Notes', () => {
  it('lists the notes newest first, adds, edits and removes one', async () => {
    const notes = [
      {
        id: '70',
        body: 'Scoreboard fixed',
        itemType: 'Team',
        itemId: 1,
        createdAt: '2026-03-02T01:00:00Z',
        author: { id: '1', readminName: 'ops@example.com' },
      },
    ];
    const { dataProvider } = open('/readmin/teams/1?tab=system_notes', { rows: { teams: [team()], notes } });
    await screen.findByText('Scoreboard fixed', undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    const add = within(await screen.findByRole('dialog', { name: 'Add Note' }));
    fireEvent.change(add.getByLabelText(/^Note/), { target: { value: 'Called the venue' } });
    fireEvent.click(add.getByRole('button', { name: 'Create' }));
    await screen.findByText('Called the venue');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.calls.find((c) => c.method === 'create' && c.resource === 'notes')?.params).toEqual({
      data: { itemType: 'Team', itemId: 1, body: 'Called the venue' },
    });
    expect(within(screen.getByRole('list', { name: 'System Notes' })).getAllByRole('listitem')[0].textContent).toContain('Called the venue');

    fireEvent.click(within(screen.getAllByRole('listitem', { name: 'Note' })[1]).getByRole('button', { name: 'Edit' }));
    const edit = within(await screen.findByRole('dialog'));
    fireEvent.change(edit.getByLabelText(/^Note/), { target: { value: 'Scoreboard fixed on Monday' } });
    fireEvent.click(edit.getByRole('button', { name: 'Save' }));
    await screen.findByText('Scoreboard fixed on Monday');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(screen.getAllByRole('listitem', { name: 'Note' })[0]).getByRole('button', { name: 'Remove' }));
    const remove = within(await screen.findByRole('dialog'));
    expect(remove.getByText('Remove the selected notes?')).toBeTruthy();
    fireEvent.click(remove.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Called the venue')).toBeNull());
  });
});

describe('rows of a type without pages of its own', () => {
  const member = { id: '7', readminName: 'Jo Smith', teamId: '1', team: { id: '1', readminName: 'Perth Hawks' }, role: 'player', playerNumber: 4 };

  it("are added, edited and removed on the parent's tab (a team's roster)", async () => {
    const { dataProvider } = open('/readmin/teams/1?tab=roster', {
      associations: { roster: [member] },
      rows: { teams: [team()], TeamMember: [member] },
    });
    // Refetched after each change, so looked up again each time.
    const row = async () => within((await screen.findByText('Jo Smith')).closest('tr')!);
    expect((await row()).queryByRole('link', { name: 'Jo Smith' })).toBeNull();

    fireEvent.click((await row()).getByRole('button', { name: 'Edit Player Number Jo Smith' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Player Number Jo Smith' }));
    fireEvent.change(await edit.findByLabelText(/^Player [nN]umber/), { target: { value: '23' } });
    fireEvent.click(edit.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.calls.find((c) => c.method === 'update')).toMatchObject({
        resource: 'TeamMember',
        params: { id: '7', data: { playerNumber: 23 } },
      }),
    );

    fireEvent.click((await row()).getByRole('button', { name: 'Remove Jo Smith' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove Jo Smith' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(dataProvider.calls.find((c) => c.method === 'delete')).toMatchObject({ resource: 'TeamMember', params: { id: '7' } }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add Team Member' }));
    const add = within(await screen.findByRole('dialog', { name: 'Add Team Member' }));
    await waitFor(() => expect((add.getByRole('combobox', { name: /^Team/ }) as HTMLInputElement).value).toBe('Perth Hawks'));
  });
});

describe('the first record of a tab', () => {
  const stream = { id: '3', readminName: 'Grand Final', readminAttributeEntries: [] };

  it('can be added where its tab would be empty: a new live stream offers its first outputs and its live scorer', async () => {
    open('/readmin/live_streams/3', { records: { live_streams: { '3': stream } }, rows: { live_streams: [stream] }, associations: {} });
    await screen.findByRole('heading', { name: 'Grand Final' });
    // Tabs where a record is added stay on the bar with no rows; the log, which nobody adds to, does not.
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(
        expect.arrayContaining(['Live Scorer', 'RTMP Outputs', 'YouTube Outputs', 'Facebook Outputs']),
      ),
    );
    expect(screen.queryByRole('tab', { name: /^Log/ })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /^Live Scorer/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Live Scorer' }));
    const add = within(await screen.findByRole('dialog', { name: 'Add Live Scorer' }));
    await waitFor(() => expect((add.getByRole('combobox', { name: /^Live stream/ }) as HTMLInputElement).value).toBe('Grand Final'));
  });

  it('is not offered again where the type allows one per parent: a stream with its live scorer says it has one', async () => {
    const scorer = { id: '8', readminName: 'Hawks vs Kings', team1Display: 'Hawks', team2Display: 'Kings' };
    open('/readmin/live_streams/3?tab=live_scorer', { records: { live_streams: { '3': stream } }, associations: { liveScorers: [scorer] } });
    await screen.findByText('This live stream already has a live scorer.');
    expect(screen.queryByRole('button', { name: 'Add Live Scorer' })).toBeNull();
  });
});
