import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogDataProvider, FIXTURE_PASSWORD } from '../dialogs/testing/dialogFixtures.ts';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { platformAdmin } from '../testing/fixtures.ts';
import { ChangePasswordButton } from './ChangePasswordButton.tsx';
import TimeZoneDialog from './TimeZoneDialog.tsx';

/** The console frame's own dialogs: the display time zone (footer) and change password (home). */
const ShellDialogsStory = ({ dialog }: { dialog: 'timeZone' | 'password' }) => {
  const [provider] = useState(() =>
    dialogDataProvider({ timeZones: ['Asia/Manila', 'Australia/Adelaide', 'Australia/Perth', 'Australia/Sydney', 'Pacific/Auckland', 'UTC'] }),
  );
  const [zone, setZone] = useState('UTC');
  return (
    <StoryAdmin user={platformAdmin} dataProvider={provider}>
      <p>Display time zone: {zone}</p>
      {dialog === 'timeZone' ? <TimeZoneDialog open timeZone={zone} onChange={setZone} onClose={() => undefined} /> : <ChangePasswordButton />}
    </StoryAdmin>
  );
};

const meta = { title: 'Console/Shell dialogs', component: ShellDialogsStory } satisfies Meta<typeof ShellDialogsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const TimeZone: Story = {
  args: { dialog: 'timeZone' },
  play: async ({ canvasElement }) => {
    const d = within(await body(canvasElement).findByRole('dialog', { name: 'Display Time Zone' }));
    const picks = within(d.getByRole('group', { name: 'Quick picks' }));
    await expect(picks.getAllByRole('button').map((b) => b.textContent)).toEqual(['Auckland', 'Sydney', 'Perth', 'Adelaide', 'Manila']);
    await waitFor(() => expect((d.getByLabelText(/^Display time zone/) as HTMLSelectElement).options).toHaveLength(7));
    await userEvent.click(picks.getByRole('button', { name: 'Manila' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('Display time zone: Asia/Manila')).toBeInTheDocument();
  },
};

export const TimeZoneRequired: Story = {
  args: { dialog: 'timeZone' },
  play: async ({ canvasElement }) => {
    const d = within(await body(canvasElement).findByRole('dialog', { name: 'Display Time Zone' }));
    await userEvent.selectOptions(d.getByLabelText(/^Display time zone/), '');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    const blocked = within(await body(canvasElement).findByRole('dialog', { name: 'Cannot submit' }));
    await expect(blocked.getByText('Display time zone is required')).toBeInTheDocument();
  },
};

export const ChangePasswordMismatch: Story = {
  args: { dialog: 'password' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Password' }));
    const d = within(await body(canvasElement).findByRole('dialog', { name: 'Change Password' }));
    await userEvent.type(d.getByLabelText(/^Current password/), FIXTURE_PASSWORD);
    await userEvent.type(d.getByLabelText(/^New Password/), 'correct horse battery');
    await userEvent.type(d.getByLabelText(/^Confirm New Password/), 'correct horse');
    await userEvent.click(d.getByRole('button', { name: 'Change Password' }));
    await expect(
      within(await body(canvasElement).findByRole('dialog', { name: 'Cannot submit' })).getByText('Passwords do not match'),
    ).toBeInTheDocument();
  },
};

/** The fake refuses any current password but FIXTURE_PASSWORD, as the server does: nothing changes. */
export const ChangePasswordWrongCurrent: Story = {
  args: { dialog: 'password' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Password' }));
    const d = within(await body(canvasElement).findByRole('dialog', { name: 'Change Password' }));
    await userEvent.type(d.getByLabelText(/^Current password/), 'a wrong guess');
    await userEvent.type(d.getByLabelText(/^New Password/), 'correct horse battery');
    await userEvent.type(d.getByLabelText(/^Confirm New Password/), 'correct horse battery');
    await userEvent.click(d.getByRole('button', { name: 'Change Password' }));
    const unable = within(await body(canvasElement).findByRole('dialog', { name: 'Unable to Complete Request' }));
    await expect(unable.getByText('Current password is incorrect')).toBeInTheDocument();
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Password Changed' })).toBeNull();
  },
};

export const ChangePasswordThenSignIn: Story = {
  args: { dialog: 'password' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Password' }));
    const d = within(await body(canvasElement).findByRole('dialog', { name: 'Change Password' }));
    await userEvent.type(d.getByLabelText(/^Current password/), FIXTURE_PASSWORD);
    await userEvent.type(d.getByLabelText(/^New Password/), 'correct horse battery');
    await userEvent.type(d.getByLabelText(/^Confirm New Password/), 'correct horse battery');
    await userEvent.click(d.getByRole('button', { name: 'Change Password' }));
    const done = within(await body(canvasElement).findByRole('dialog', { name: 'Password Changed' }));
    await expect(done.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/readmin/logout');
  },
};
