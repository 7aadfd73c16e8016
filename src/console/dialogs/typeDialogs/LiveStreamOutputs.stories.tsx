import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { linkTo, liveStream } from '../testing/contentFixtures.ts';
import {
  blockedMessages,
  customActionSent,
  expectClosed,
  expectFields,
  fill,
  openDialog,
  requiredMessagesOf,
  submitAndSend,
} from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';
import { stubDestinations } from '../../custom/streamAccounts/destinationFixtures.ts';

/** A live stream's outputs (spec 001 §2, §5): an RTMP output, a Facebook output and a live scorer, each added, edited, removed. */
const meta = {
  title: 'Dialogs/001 Organisation content/Live stream outputs',
  component: RecordDialogStory,
  // The profile and page of the user's connected account, as /readmin/facebook/destinations answers them.
  beforeEach: () => stubDestinations(),
} satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const stream = { liveStream: linkTo(liveStream), liveStreamId: '900' };
const rtmp = { id: '2000', readminName: 'YouTube ingest', rtmpUrl: 'rtmp://a.rtmp.youtube.com/live2/abcd', ...stream };
const facebook = { id: '2100', readminName: 'Hoops League page', fbProfileId: '1234567890', title: 'Finals night', ...stream };
const scorer = { id: '2200', readminName: 'Wildcats v Lynx', team1Display: 'Wildcats', team2Display: 'Lynx', ...stream };

const addRtmpOutput: Story = {
  args: { typename: 'LiveStreamCustomOutput', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add RTMP Output');
    await expectFields(d, ['Live stream', 'RTMP URL']);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Live stream is required', 'RTMP URL is required']);
    await expect(empty).toEqual(requiredMessagesOf('LiveStreamCustomOutput', 'create'));
    await fill(canvasElement, d, { 'Live stream': 'Central Court 1 stream', 'RTMP URL': 'https://live.example/in' });
    await expect(await blockedMessages(canvasElement, d, 'Create')).toEqual(['RTMP URL must be an rtmp:// or rtmps:// URL']);
    await fill(canvasElement, d, { 'RTMP URL': 'rtmps://live.example/in/key-1' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'LiveStreamCustomOutput',
      params: { data: { liveStreamId: '900', rtmpUrl: 'rtmps://live.example/in/key-1' } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddRtmpOutputEmpty = opened(addRtmpOutput);
export const AddRtmpOutputFilled = filled(addRtmpOutput);
export const AddRtmpOutputInvalid = invalid(addRtmpOutput);
export const AddRtmpOutputRefused = refused(addRtmpOutput);
export const AddRtmpOutputBusy = busy(addRtmpOutput);
export const AddRtmpOutputSubmits = addRtmpOutput;

const editRtmpOutput: Story = {
  args: { typename: 'LiveStreamCustomOutput', action: 'edit', records: [rtmp] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit YouTube ingest');
    await expectFields(d, ['RTMP URL']);
    await fill(canvasElement, d, { 'RTMP URL': '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['RTMP URL is required']);
    await fill(canvasElement, d, { 'RTMP URL': 'rtmp://a.rtmp.youtube.com/live2/efgh' });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({
      method: 'update',
      resource: 'LiveStreamCustomOutput',
      params: { id: '2000', data: { rtmpUrl: 'rtmp://a.rtmp.youtube.com/live2/efgh' } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditRtmpOutputOpened = opened(editRtmpOutput);
export const EditRtmpOutputFilled = filled(editRtmpOutput);
export const EditRtmpOutputInvalid = invalid(editRtmpOutput);
export const EditRtmpOutputRefused = refused(editRtmpOutput);
export const EditRtmpOutputBusy = busy(editRtmpOutput);
export const EditRtmpOutputSubmits = editRtmpOutput;

const removeRtmpOutput: Story = {
  args: { typename: 'LiveStreamCustomOutput', action: 'remove', records: [rtmp] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove YouTube ingest');
    await expect(d.getByText('Remove the selected RTMP outputs?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({
      method: 'delete',
      resource: 'LiveStreamCustomOutput',
      params: { id: '2000' },
    });
    await expectClosed(canvasElement);
  },
};
export const RemoveRtmpOutputOpened = opened(removeRtmpOutput);
export const RemoveRtmpOutputRefused = refused(removeRtmpOutput);
export const RemoveRtmpOutputBusy = busy(removeRtmpOutput);
export const RemoveRtmpOutputSubmits = removeRtmpOutput;

const addFacebookOutput: Story = {
  args: { typename: 'LiveStreamFbOutput', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Facebook Output');
    await expectFields(d, ['Live stream', 'Facebook profile', 'Post title', 'Description']);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Live stream is required', 'Facebook profile is required', 'Post title is required']);
    await expect(empty).toEqual(requiredMessagesOf('LiveStreamFbOutput', 'create'));
    // The profile or page is picked from the connected account's, never typed.
    await fill(canvasElement, d, {
      'Live stream': 'Central Court 1 stream',
      'Facebook profile': 'Hoops League page',
      'Post title': 'Grand final',
      Description: 'Live from Central Court 1',
    });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toEqual({
      method: 'create',
      resource: 'LiveStreamFbOutput',
      params: { data: { liveStreamId: '900', fbProfileId: '100200300400', title: 'Grand final', description: 'Live from Central Court 1' } },
    });
    await expectClosed(canvasElement);
  },
};
export const AddFacebookOutputEmpty = opened(addFacebookOutput);
export const AddFacebookOutputFilled = filled(addFacebookOutput);
export const AddFacebookOutputInvalid = invalid(addFacebookOutput);
export const AddFacebookOutputRefused = refused(addFacebookOutput);
export const AddFacebookOutputBusy = busy(addFacebookOutput);
export const AddFacebookOutputSubmits = addFacebookOutput;

const editFacebookOutput: Story = {
  args: { typename: 'LiveStreamFbOutput', action: 'edit', records: [facebook] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Hoops League page');
    await expectFields(d, ['Facebook profile', 'Post title', 'Description']);
    await fill(canvasElement, d, { 'Post title': '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Post title is required']);
    await fill(canvasElement, d, { 'Post title': 'Semi final' });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({ method: 'update', resource: 'LiveStreamFbOutput', params: { id: '2100', data: { title: 'Semi final' } } });
    await expectClosed(canvasElement);
  },
};
export const EditFacebookOutputOpened = opened(editFacebookOutput);
export const EditFacebookOutputFilled = filled(editFacebookOutput);
export const EditFacebookOutputInvalid = invalid(editFacebookOutput);
export const EditFacebookOutputRefused = refused(editFacebookOutput);
export const EditFacebookOutputBusy = busy(editFacebookOutput);
export const EditFacebookOutputSubmits = editFacebookOutput;

const removeFacebookOutput: Story = {
  args: { typename: 'LiveStreamFbOutput', action: 'remove', records: [facebook] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove Hoops League page');
    await expect(d.getByText('Remove the selected Facebook outputs?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({
      method: 'delete',
      resource: 'LiveStreamFbOutput',
      params: { id: '2100' },
    });
    await expectClosed(canvasElement);
  },
};
export const RemoveFacebookOutputOpened = opened(removeFacebookOutput);
export const RemoveFacebookOutputRefused = refused(removeFacebookOutput);
export const RemoveFacebookOutputBusy = busy(removeFacebookOutput);
export const RemoveFacebookOutputSubmits = removeFacebookOutput;

export const AddLiveScorer: Story = {
  args: { typename: 'LiveStreamScorer', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Live Scorer');
    await expectFields(d, ['Live stream', 'Team 1 display', 'Team 2 display']);
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Live stream is required', 'Team 1 display is required', 'Team 2 display is required']);
    await fill(canvasElement, d, { 'Live stream': 'Central Court 1 stream', 'Team 1 display': 'Wildcats', 'Team 2 display': 'Lynx' });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    // The server answers the scorer link, which the dialog then shows once (addLiveStreamScorer returns a value).
    await expect(sent).toEqual(customActionSent('addLiveStreamScorer', { liveStreamId: '900', team1Display: 'Wildcats', team2Display: 'Lynx' }));
  },
};

const editLiveScorer: Story = {
  args: { typename: 'LiveStreamScorer', action: 'edit', records: [scorer] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Wildcats v Lynx');
    await expectFields(d, ['Team 1 display', 'Team 2 display']);
    await fill(canvasElement, d, { 'Team 1 display': '', 'Team 2 display': '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Team 1 display is required', 'Team 2 display is required']);
    await fill(canvasElement, d, { 'Team 1 display': 'PER', 'Team 2 display': 'LYN' });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({
      method: 'update',
      resource: 'LiveStreamScorer',
      params: { id: '2200', data: { team1Display: 'PER', team2Display: 'LYN' } },
    });
    await expectClosed(canvasElement);
  },
};
export const EditLiveScorerOpened = opened(editLiveScorer);
export const EditLiveScorerFilled = filled(editLiveScorer);
export const EditLiveScorerInvalid = invalid(editLiveScorer);
export const EditLiveScorerRefused = refused(editLiveScorer);
export const EditLiveScorerBusy = busy(editLiveScorer);
export const EditLiveScorerSubmits = editLiveScorer;

const removeLiveScorer: Story = {
  args: { typename: 'LiveStreamScorer', action: 'remove', records: [scorer] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Remove Wildcats v Lynx');
    await expect(d.getByText('Remove the live scorer from the live stream?')).toBeInTheDocument();
    await expect(await submitAndSend(canvasElement, d, 'Remove')).toEqual({ method: 'delete', resource: 'LiveStreamScorer', params: { id: '2200' } });
    await expectClosed(canvasElement);
  },
};
export const RemoveLiveScorerOpened = opened(removeLiveScorer);
export const RemoveLiveScorerRefused = refused(removeLiveScorer);
export const RemoveLiveScorerBusy = busy(removeLiveScorer);
export const RemoveLiveScorerSubmits = removeLiveScorer;
