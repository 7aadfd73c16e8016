import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogDataProvider, FIXTURE_PASSWORD } from '../dialogs/testing/dialogFixtures.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin } from '../testing/fixtures.ts';
import { ChangePasswordButton } from './ChangePasswordButton.tsx';
import TimeZoneDialog from './TimeZoneDialog.tsx';

afterEach(cleanup);

const renderIn = (node: React.ReactNode) => {
  const dataProvider = dialogDataProvider({ timeZones: ['Asia/Manila', 'Australia/Perth', 'Pacific/Auckland', 'UTC'] });
  render(
    <StoryAdmin user={platformAdmin} dataProvider={dataProvider}>
      {node}
    </StoryAdmin>,
  );
  return dataProvider;
};

describe('time zone dialog', () => {
  it('offers the quick picks and every zone of the timeZones query, and saves the choice', async () => {
    const onChange = vi.fn();
    const onClose = vi.fn();
    renderIn(<TimeZoneDialog open timeZone="UTC" onChange={onChange} onClose={onClose} />);
    const d = within(await screen.findByRole('dialog', { name: 'Display Time Zone' }));
    expect(
      within(d.getByRole('group', { name: 'Quick picks' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Auckland', 'Sydney', 'Perth', 'Adelaide', 'Manila']);
    const select = d.getByLabelText(/^Display time zone/) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.value)).toEqual(['', 'Asia/Manila', 'Australia/Perth', 'Pacific/Auckland', 'UTC']));
    fireEvent.click(d.getByRole('button', { name: 'Perth' }));
    expect(select.value).toBe('Australia/Perth');
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('Australia/Perth'));
    expect(onClose).toHaveBeenCalled();
  });

  it('requires a time zone', async () => {
    const onChange = vi.fn();
    renderIn(<TimeZoneDialog open timeZone="UTC" onChange={onChange} onClose={() => undefined} />);
    const d = within(await screen.findByRole('dialog', { name: 'Display Time Zone' }));
    fireEvent.change(d.getByLabelText(/^Display time zone/), { target: { value: '' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    expect(within(await screen.findByRole('dialog', { name: 'Cannot submit' })).getByText('Display time zone is required')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('change password dialog', () => {
  const open = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    return within(await screen.findByRole('dialog', { name: 'Change Password' }));
  };
  const sent = (dataProvider: ReturnType<typeof renderIn>) => dataProvider.calls.filter((c) => c.operation === 'changePassword').map((c) => c.params);

  it("says 'Passwords do not match', then changes it and asks to sign in again", async () => {
    const dataProvider = renderIn(<ChangePasswordButton />);
    const d = await open();
    fireEvent.change(d.getByLabelText(/^Current password/), { target: { value: FIXTURE_PASSWORD } });
    fireEvent.change(d.getByLabelText(/^New Password/), { target: { value: 'correct horse battery' } });
    fireEvent.change(d.getByLabelText(/^Confirm New Password/), { target: { value: 'correct horse batter' } });
    fireEvent.click(d.getByRole('button', { name: 'Change Password' }));
    const blocked = within(await screen.findByRole('dialog', { name: 'Cannot submit' }));
    expect(blocked.getByText('Passwords do not match')).toBeTruthy();
    fireEvent.click(blocked.getByRole('button', { name: 'OK' }));
    fireEvent.change(d.getByLabelText(/^Confirm New Password/), { target: { value: 'correct horse battery' } });
    fireEvent.click(d.getByRole('button', { name: 'Change Password' }));
    const done = within(await screen.findByRole('dialog', { name: 'Password Changed' }));
    expect(done.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/readmin/logout');
    expect(sent(dataProvider)).toEqual([{ currentPassword: FIXTURE_PASSWORD, newPassword: 'correct horse battery' }]);
  });

  it('requires every field, the current password first, and sends nothing', async () => {
    const dataProvider = renderIn(<ChangePasswordButton />);
    const d = await open();
    fireEvent.click(d.getByRole('button', { name: 'Change Password' }));
    const blocked = within(await screen.findByRole('dialog', { name: 'Cannot submit' }));
    expect(blocked.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Current password is required',
      'New Password is required',
      'Confirm New Password is required',
    ]);
    expect(sent(dataProvider)).toEqual([]);
  });

  it("shows the server's 'Current password is incorrect', keeps the input, and takes the right password after", async () => {
    const dataProvider = renderIn(<ChangePasswordButton />);
    const d = await open();
    fireEvent.change(d.getByLabelText(/^Current password/), { target: { value: 'a wrong guess' } });
    for (const label of [/^New Password/, /^Confirm New Password/])
      fireEvent.change(d.getByLabelText(label), { target: { value: 'correct horse battery' } });
    fireEvent.click(d.getByRole('button', { name: 'Change Password' }));
    const unable = within(await screen.findByRole('dialog', { name: 'Unable to Complete Request' }));
    expect(unable.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Current password is incorrect']);
    expect(sent(dataProvider)).toEqual([{ currentPassword: 'a wrong guess', newPassword: 'correct horse battery' }]);
    expect(screen.queryByRole('dialog', { name: 'Password Changed' })).toBeNull();
    // Dismiss cancels only the request: the dialog stays as the user left it, to correct the current password.
    fireEvent.click(unable.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unable to Complete Request' })).toBeNull());
    expect((d.getByLabelText(/^New Password/) as HTMLInputElement).value).toBe('correct horse battery');
    fireEvent.change(d.getByLabelText(/^Current password/), { target: { value: FIXTURE_PASSWORD } });
    fireEvent.click(d.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('dialog', { name: 'Password Changed' })).toBeTruthy();
    expect(sent(dataProvider).at(-1)).toEqual({ currentPassword: FIXTURE_PASSWORD, newPassword: 'correct horse battery' });
  });
});
