import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CurrentUser } from '../../../auth/currentUser.ts';
import { orgAdmin, platformAdmin, venueAdmin } from '../../../testing/fixtures.ts';
import { StoryAdmin } from '../../../testing/StoryAdmin.tsx';
import { useDialogUser } from '../../../dialogs/useDialogUser.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../../../timeZone/DisplayTimeZoneContext.tsx';
import type { VideoBlockAction } from '../../../../shared/videoBlock.ts';
import { STOP_CONFIRM, VideoBlockPanel } from './VideoBlockPanel.tsx';

/** 18:30 in Perth, the story's display time zone. */
const STARTED = '2026-03-14T10:30:00.000Z';

/** The calls the panel made, newest last (the fake server's log). */
const calls: VideoBlockAction[] = [];

/** Shows once the story's user has loaded, so a story can tell "hidden" from "not loaded yet". */
const SignedInAs = () => {
  const user = useDialogUser();
  return user ? <p>Signed in as {String(user.email)}</p> : null;
};

/** The panel over a fake server that turns the block on and off, as the page's record would read after the refresh. */
const PanelStory = ({ user, active }: { user: CurrentUser; active: boolean }) => {
  const [record, setRecord] = useState({ id: '10', videoBlockActive: active, videoBlockStartedAt: active ? STARTED : null });
  const post = async (_orgId: string, action: VideoBlockAction) => {
    calls.push(action);
    setRecord({ id: '10', videoBlockActive: action === 'enable', videoBlockStartedAt: action === 'enable' ? STARTED : null });
  };
  return (
    <StoryAdmin user={user} path="/readmin/orgs/10">
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('Australia/Perth')}>
        <VideoBlockPanel record={record} post={post} />
        <SignedInAs />
      </DisplayTimeZoneContext.Provider>
    </StoryAdmin>
  );
};

/** The organisation Dashboard's Video Block panel (spec 002 §2.10, §4 "Org video block"). */
const meta = {
  title: 'Console/Tabs/Org dashboard/Video Block',
  component: PanelStory,
  args: { user: orgAdmin, active: false },
  beforeEach: () => {
    calls.length = 0;
  },
} satisfies Meta<typeof PanelStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: 'Stop all video' asks first, saying what is hidden; confirming blocks video and shows since when. */
export const StopAllVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Video Block' });
    await expect(within(panel).getByRole('heading', { name: 'Video Block' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Stop all video' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Stop all video?' });
    await expect(dialog).toHaveTextContent(STOP_CONFIRM);
    await expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop all video' }));
    await expect(await within(panel).findByText('Video is blocked since 2026-03-14 18:30 AWST')).toBeInTheDocument();
    await expect(calls).toEqual(['enable']);
    // Once the confirmation has closed, the page is reachable again.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await within(panel).findByRole('button', { name: 'Re-enable video' })).toBeEnabled();
  },
};

/** Cancelling the confirmation changes nothing. */
export const CancelStop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop all video' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(calls).toEqual([]);
  },
};

/** On: the start in the display time zone, and 'Re-enable video' turns it off at once. */
export const Blocked: Story = {
  args: { user: platformAdmin, active: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Video is blocked since 2026-03-14 18:30 AWST')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Re-enable video' }));
    await expect(await canvas.findByRole('button', { name: 'Stop all video' })).toBeInTheDocument();
    await expect(calls).toEqual(['disable']);
    await expect(canvas.queryByText(/Video is blocked since/)).toBeNull();
  },
};

/** Only platform admins and organisation admins see the panel. */
export const HiddenFromOtherRoles: Story = {
  args: { user: venueAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Once the user has loaded, the panel still does not appear for this role.
    await canvas.findByText(`Signed in as ${venueAdmin.email}`);
    await expect(canvas.queryByRole('region', { name: 'Video Block' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Stop all video' })).toBeNull();
  },
};
