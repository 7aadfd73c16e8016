import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NormalizedAction } from '../../metadata/normalized.ts';
import { GenericList } from '../list/GenericList.tsx';
import { registry } from '../testing/allTypes.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { courtRows, gameRows, orgs, platformAdmin, teamRows } from '../testing/fixtures.ts';
import { fixtureDataProvider } from '../testing/fixtureDataProvider.ts';
import { renderConsole } from '../testing/renderConsole.tsx';

afterEach(cleanup);

const select = (...names: string[]) => names.forEach((n) => fireEvent.click(screen.getByRole('checkbox', { name: `Select ${n}` })));
const bulkBar = () => within(screen.getByRole('toolbar', { name: 'Bulk actions' }));

/** 'Grant access' is offered only when some selected team is denied access (cf. 002 §4 Enable). */
const grantAccess: NormalizedAction = {
  name: 'grantAccess',
  label: 'Grant access',
  kind: 'update',
  mutation: 'teamsUpdate',
  fields: ['denyAccess'],
  batch: true,
  placement: 'list',
  roles: ['platformAdmin'],
  result: 'close',
  availability: { some: [{ var: 'selection' }, { var: 'denyAccess' }] },
};
const adminsOnly: NormalizedAction = { ...grantAccess, name: 'audit', label: 'Audit', availability: { var: 'user.isAdmin' } };
const Team = { ...registry.types.Team, route: 'teams', actions: [...registry.types.Team.actions, grantAccess, adminsOnly] };

describe('bulk actions', () => {
  it('are offered only while their availability condition holds over the selected records and the user', async () => {
    render(
      <StoryAdmin user={platformAdmin} path="/readmin/teams" fixtures={{ rows: { teams: teamRows } }}>
        <GenericList type={Team} />
      </StoryAdmin>,
    );
    await screen.findByRole('link', { name: 'Perth Hawks' });
    select('Perth Hawks'); // access not denied
    await waitFor(() => expect(bulkBar().getByRole('button', { name: 'Audit' })).toBeTruthy());
    expect(bulkBar().queryByRole('button', { name: 'Grant access' })).toBeNull();
    select('Fremantle Sharks'); // denied
    expect(bulkBar().getByRole('button', { name: 'Grant access' })).toBeTruthy();
    select('Perth Hawks');
    expect(bulkBar().getByRole('button', { name: 'Grant access' })).toBeTruthy();
    expect(
      bulkBar()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Restore API Roster', 'Enable Registration', 'Grant access', 'Audit', 'Clear selection']);
  });

  it('delete asks to type DELETE, then removes exactly the selected games', async () => {
    const { dataProvider } = renderConsole('/readmin/games', platformAdmin, { rows: { games: gameRows } });
    await screen.findByRole('link', { name: 'Game 1' });
    select('Game 2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Game 4' }), { shiftKey: true });
    fireEvent.click(bulkBar().getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', undefined));
    const confirm = dialog.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Please type "DELETE" to confirm'), { target: { value: 'delete' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Please type "DELETE" to confirm'), { target: { value: 'DELETE' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Game 3' })).toBeNull());
    expect(dataProvider.calls.filter((c) => c.method === 'deleteMany').map((c) => c.params)).toEqual([{ ids: ['2', '3', '4'] }]);
    expect(screen.getByRole('link', { name: 'Game 5' })).toBeTruthy();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });

  it('edit sends only the fields changed, for the selected ids (the organisation is locked and never sent)', async () => {
    const { dataProvider } = renderConsole('/readmin/courts', platformAdmin, { rows: { courts: courtRows } });
    await screen.findByRole('link', { name: 'Central Court 1' });
    select('Central Court 1', 'North Court 1');
    fireEvent.click(bulkBar().getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit 2 Courts' }));
    fireEvent.click(dialog.getByLabelText('Active'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.calls.find((c) => c.method === 'updateMany')?.params).toEqual({ ids: ['3', '5'], data: { active: false } });
  });

  it('create opens a dialog of the action fields, the organisation of the page filled in, then the new record', async () => {
    const { dataProvider, router } = renderConsole('/readmin/orgs/10/teams', platformAdmin, { rows: { teams: [...teamRows] }, orgs });
    await screen.findByRole('link', { name: 'Perth Hawks' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Team' }));
    fireEvent.change(dialog.getByLabelText(/^Name/), { target: { value: 'Cottesloe Crabs' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/readmin\/orgs\/10\/teams\/\d+$/));
    expect(dataProvider.calls.find((c) => c.method === 'create')?.params).toMatchObject({ data: { name: 'Cottesloe Crabs', orgId: '10' } });
  });
});

describe('a failed action', () => {
  it("stays open and lists the server's reasons", async () => {
    const dataProvider = fixtureDataProvider({ rows: { teams: teamRows } });
    const refuse = async (): Promise<never> => {
      throw Object.assign(new Error('Invalid input'), {
        body: { graphQLErrors: [{ message: 'Invalid input', extensions: { problems: [{ field: 'name', message: 'Name is taken' }] } }] },
      });
    };
    dataProvider.update = refuse; // one selected record is edited as one
    dataProvider.updateMany = refuse;
    render(
      <StoryAdmin user={platformAdmin} path="/readmin/teams" fixtures={{ rows: { teams: teamRows } }} dataProvider={dataProvider}>
        <GenericList type={Team} />
      </StoryAdmin>,
    );
    await screen.findByRole('link', { name: 'Perth Hawks' });
    select('Perth Hawks');
    fireEvent.click(bulkBar().getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', undefined));
    fireEvent.change(dialog.getByLabelText(/^Name/), { target: { value: 'Hawks' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to Complete Request', undefined)).toBeTruthy();
    expect(screen.getByText(/Name is taken/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: /Edit/, hidden: true })).toBeTruthy(); // the edit stays open behind it
  });
});
