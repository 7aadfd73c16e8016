import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useNotificationContext } from 'ra-core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleAdmin } from '../ConsoleAdmin.tsx';
import type { CurrentUser } from '../auth/currentUser.ts';
import { fakeAuthProvider } from '../testing/fakeProviders.ts';
import { fixtureDataProvider } from '../testing/fixtureDataProvider.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { registry } from '../testing/allTypes.ts';
import { apiPartnerAdmin, orgAdmin, platformAdmin, teamRows } from '../testing/fixtures.ts';
import { GenericList } from './GenericList.tsx';
import { renderConsole } from '../testing/renderConsole.tsx';

afterEach(cleanup);

/** An error as ra-data-graphql raises it for a GraphQL error with this code. */
const graphqlFailure = (message: string, code: string) =>
  Object.assign(new Error(message), { status: 200, body: { graphQLErrors: [{ message, extensions: { code, uuid: 'a1b2' } }] } });

/** The console at `path`, whose lists all fail with `failure`. */
const renderFailingLists = (path: string, user: CurrentUser, failure: Error) => {
  const dataProvider = fixtureDataProvider({ rows: { teams: teamRows } });
  dataProvider.getList = async () => Promise.reject(failure);
  const router = createMemoryRouter(
    [{ path: '/readmin/*', element: <ConsoleAdmin authProvider={fakeAuthProvider(user)} dataProvider={dataProvider} /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
};

/** Nothing of a working list: no filter bar, no Export, no table, no 'Unable to Complete Request'. */
const expectNoListControls = () => {
  expect(screen.queryByRole('textbox', { name: /search/i })).toBeNull();
  expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
};

describe('a list the viewer may not read', () => {
  it('says so once, with a way back to the dashboard, and asks the server nothing', async () => {
    const { dataProvider } = renderConsole('/readmin/games', apiPartnerAdmin);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('You may not read Games.');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/readmin');
    expect(screen.getByRole('heading', { level: 1, name: 'Games' })).toBeTruthy();
    expect(screen.getAllByText('You may not read Games.')).toHaveLength(1);
    expectNoListControls();
    expect(dataProvider.calls.filter((c) => c.method === 'getList')).toEqual([]);
  });

  it("shows the server's refusal the same way when the viewer's access said they could read", async () => {
    renderFailingLists('/readmin/orgs/10/teams', orgAdmin, graphqlFailure('You may not read Teams.', 'FORBIDDEN'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('You may not read Teams.'));
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeTruthy();
    expect(screen.getAllByText(/You may not read Teams\./)).toHaveLength(1);
    expectNoListControls();
  });
});

/** How many notifications (toasts) react-admin holds: the console shows them once its Snackbar has loaded. */
const NotificationCount = () => <p>Notifications: {useNotificationContext().notifications.length}</p>;

/** One list whose query fails with `failure`, beside the count of notifications. */
const renderFailingList = (failure: Error, stateInUrl = true) => {
  const dataProvider = fixtureDataProvider({ rows: { teams: teamRows } });
  dataProvider.getList = async () => Promise.reject(failure);
  render(
    <StoryAdmin user={platformAdmin} path="/readmin/teams" dataProvider={dataProvider}>
      <GenericList type={{ ...registry.types.Team, route: 'teams' }} stateInUrl={stateInUrl} />
      <NotificationCount />
    </StoryAdmin>,
  );
};
const notifications = () => screen.getByText(/^Notifications:/).textContent;

describe('a failed list', () => {
  it('shows a refusal once, in place of the list, without a toast', async () => {
    renderFailingList(graphqlFailure('You may not read Teams.', 'FORBIDDEN'));
    await screen.findByText('You may not read Teams.');
    expect(notifications()).toBe('Notifications: 0');
    expectNoListControls();
  });

  it('inside a dialog, shows the refusal without the link to the dashboard', async () => {
    renderFailingList(graphqlFailure('You may not read Teams.', 'FORBIDDEN'), false);
    await screen.findByText('You may not read Teams.');
    expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).toBeNull();
  });

  it("keeps other failures' modal and inline message, without a toast repeating them", async () => {
    renderFailingList(graphqlFailure('The database is unavailable.', 'INTERNAL_SERVER_ERROR'));
    await screen.findByRole('dialog', { name: 'Unable to Complete Request' });
    // One in the modal, one in place of the rows.
    expect(screen.getAllByText(/The database is unavailable\./)).toHaveLength(2);
    expect(notifications()).toBe('Notifications: 0');
  });
});
