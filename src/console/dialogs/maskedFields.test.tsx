import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../auth/currentUser.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { orgAdmin, platformAdmin } from '../testing/fixtures.ts';
import { registry } from '../testing/allTypes.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import ActionDialog from './ActionDialog.tsx';
import { dialogDataProvider } from './testing/dialogFixtures.ts';
import { MASKED_HELP } from './formValues.ts';
import type { ApiRecord } from '../../shared/graphql/request.ts';

afterEach(cleanup);

const ORGS = [
  { id: '1', readminName: 'Masking League Co', maskPeopleEmail: true },
  { id: '2', readminName: 'Open League Co', maskPeopleEmail: false },
];
const person = (orgId: string, email: string) => ({
  id: '40',
  readminName: 'Jane Mask',
  firstName: 'Jane',
  lastName: 'Mask',
  org: { id: orgId, readminName: ORGS.find((o) => o.id === orgId)!.readminName },
  email,
  isReferee: false,
});

const renderPerson = (actionName: string, records: ApiRecord[], user: CurrentUser, routeOwner = {}) => {
  const type = registry.types.Person;
  const action = type.actions.find((a) => a.name === actionName)!;
  const dataProvider = dialogDataProvider({ rows: { orgs: ORGS, people: records } });
  const onDone = vi.fn();
  render(
    <StoryAdmin user={user} path="/readmin/people" dataProvider={dataProvider}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('UTC')}>
        <ActionDialog type={type} action={action} records={records} routeOwner={routeOwner} onClose={() => undefined} onDone={onDone} />
      </DisplayTimeZoneContext.Provider>
    </StoryAdmin>,
  );
  return { dataProvider, onDone };
};
const emailInput = (d: ReturnType<typeof within>) => d.getByLabelText(/^Email/) as HTMLInputElement;

describe("a person's email in an organisation that masks people's emails (maskedBy org.maskPeopleEmail)", () => {
  it('is shown masked and disabled for an organisation admin, saying why, and is not sent on save', async () => {
    const { dataProvider, onDone } = renderPerson('edit', [person('1', 'j***@example.com')], orgAdmin as CurrentUser);
    const d = within(await screen.findByRole('dialog', { name: /^Edit/ }));
    await waitFor(() => expect(emailInput(d).disabled).toBe(true));
    expect(emailInput(d).value).toBe('j***@example.com');
    expect(d.getByText(MASKED_HELP)).toBeTruthy();
    fireEvent.change(d.getByLabelText(/^First name/), { target: { value: 'Janet' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const update = dataProvider.calls.find((c) => c.method === 'update')!.params as { data: Record<string, unknown> };
    expect(update.data).toMatchObject({ firstName: 'Janet' });
    expect(update.data).not.toHaveProperty('email');
  });

  it('is disabled when an organisation admin adds a person to a masking organisation', async () => {
    renderPerson('create', [], orgAdmin as CurrentUser, { orgId: '1' });
    const d = within(await screen.findByRole('dialog', { name: /^Add Person/ }));
    await waitFor(() => expect(emailInput(d).disabled).toBe(true));
  });

  it('stays editable for a platform admin, and for an organisation admin of an organisation that does not mask', async () => {
    const asAdmin = renderPerson('edit', [person('1', 'jane@example.com')], platformAdmin as CurrentUser);
    let d = within(await screen.findByRole('dialog', { name: /^Edit/ }));
    expect(emailInput(d).value).toBe('jane@example.com');
    // The organisation is read all the same (rules read through it); the field stays open.
    await waitFor(() => expect(asAdmin.dataProvider.calls.some((c) => c.method === 'getOne' && c.resource === 'orgs')).toBe(true));
    expect(emailInput(d).disabled).toBe(false);
    cleanup();

    const { dataProvider } = renderPerson('edit', [person('2', 'jane@example.com')], orgAdmin as CurrentUser);
    d = within(await screen.findByRole('dialog', { name: /^Edit/ }));
    await waitFor(() => expect(dataProvider.calls.some((c) => c.method === 'getOne' && c.resource === 'orgs')).toBe(true));
    expect(emailInput(d).disabled).toBe(false);
    expect(d.queryByText(MASKED_HELP)).toBeNull();
  });
});
