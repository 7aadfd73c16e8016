import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { linkTo, liveStream } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';
import { StreamAccountPanelStory } from '../../custom/streamAccounts/StreamAccountPanelStory.tsx';
import { YOUTUBE_ACCOUNT } from '../../custom/tabs/YoutubeAccountTab.tsx';
import { stubDestinations } from '../../custom/streamAccounts/destinationFixtures.ts';

/** A live stream's YouTube outputs (spec 002 §2.11, §5): add and remove, and the YouTube account panel they go live with (§3, §8). */
const meta = {
  title: 'Dialogs/002 Platform and venues/Live stream YouTube',
  component: RecordDialogStory,
  // The channels of the user's connected account, as /readmin/youtube/destinations answers them.
  beforeEach: () => stubDestinations(),
} satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const stream = { liveStream: linkTo(liveStream), liveStreamId: '900' };
const output = {
  id: '2300',
  readminName: 'Finals on the club channel',
  title: 'Finals on the club channel',
  ytChannelId: 'UCh4rb0urC1tyB4sk3tb4ll0',
  ...stream,
};

const addYoutubeOutput: Story = {
  args: { typename: 'LiveStreamYtOutput', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add YouTube Output');
    await expectFields(d, ['Live stream', 'YouTube channel', 'Title', 'Description', 'Unlisted']);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Live stream is required', 'YouTube channel is required', 'Title is required']);
    await expect(empty).toEqual(requiredMessagesOf('LiveStreamYtOutput', 'create'));
    // The channel is picked from the connected account's, never typed.
    await fill(canvasElement, d, {
      'Live stream': 'Central Court 1 stream',
      'YouTube channel': 'Hoops League: main channel',
      Title: 'Grand final',
      Unlisted: true,
    });
    await expect(await submitAndSend(canvasElement, d, 'Create')).toEqual({
      method: 'create',
      resource: 'LiveStreamYtOutput',
      params: { data: { liveStreamId: '900', ytChannelId: 'UCh4rb0urC1tyB4sk3tb4ll0', title: 'Grand final', unlisted: true } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddYoutubeOutputEmpty = opened(addYoutubeOutput);
export const AddYoutubeOutputFilled = filled(addYoutubeOutput);
export const AddYoutubeOutputInvalid = invalid(addYoutubeOutput);
export const AddYoutubeOutputRefused = refused(addYoutubeOutput);
export const AddYoutubeOutputBusy = busy(addYoutubeOutput);
export const AddYoutubeOutputSubmits = addYoutubeOutput;

const removeYoutubeOutput: Story = {
  args: { typename: 'LiveStreamYtOutput', action: 'remove', records: [output] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove Finals on the club channel');
    await expect(d.getByText('Remove the selected YouTube outputs?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({
      method: 'delete',
      resource: 'LiveStreamYtOutput',
      params: { id: '2300' },
    });
    await expectClosed(canvasElement);
  },
};
export const RemoveYoutubeOutputOpened = opened(removeYoutubeOutput);
export const RemoveYoutubeOutputRefused = refused(removeYoutubeOutput);
export const RemoveYoutubeOutputBusy = busy(removeYoutubeOutput);
export const RemoveYoutubeOutputSubmits = removeYoutubeOutput;

export const YoutubeAccountNotConnected: StoryObj<typeof StreamAccountPanelStory> = {
  render: () => <StreamAccountPanelStory service={YOUTUBE_ACCOUNT} account={{ configured: true, connected: false, name: null, email: null }} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('You have not connected YouTube account for live streaming.')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Connect' })).toBeEnabled();
    await expect(c.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  },
};

export const YoutubeAccountDisconnect: StoryObj<typeof StreamAccountPanelStory> = {
  render: () => (
    <StreamAccountPanelStory
      service={YOUTUBE_ACCOUNT}
      account={{
        configured: true,
        connected: true,
        name: 'Hoops League',
        email: 'media@hoops.example',
        manageYtChannels: true,
        readYtChannels: true,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(/\(media@hoops\.example\), may manage channels and read channels/)).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Disconnect' }));
    await expect(await c.findByText('You have not connected YouTube account for live streaming.')).toBeInTheDocument();
    await expect(
      JSON.parse(within(c.getByRole('region', { name: 'Requests sent' })).getByText(/currentUserRemoveLiveStreamYtAuth/).textContent!),
    ).toEqual({ method: 'runOperation', operation: 'currentUserRemoveLiveStreamYtAuth', params: {} });
    await expect(await within(canvasElement.ownerDocument.body).findByText('YouTube account disconnected')).toBeInTheDocument();
  },
};
