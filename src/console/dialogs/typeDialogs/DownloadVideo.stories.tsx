import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectClosed, openDialog, submitAndSend } from '../testing/dialogPlay.ts';
import { watchDownloads } from '../testing/pageEffects.ts';
import { busy, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';
import { serverAnswers } from '../testing/serverAnswers.ts';

/** Download Video (spec 001 §2, §8): one stitched video of the selected highlights, or 'There is no video to download.' */
const meta = { title: 'Dialogs/001 Organisation content/Download video', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const highlights = [
  { id: '1400', readminName: 'Three-pointer at 12:40' },
  { id: '1401', readminName: 'Block at 31:02' },
];
const request = {
  method: 'runOperation',
  operation: 'eventsGetStitchedUrl',
  params: { eventIds: ['1400', '1401'] },
};
const STITCHED = 'https://video.readmin.example/stitched/1400-1401.mp4';

const downloadVideo: Story = {
  args: {
    typename: 'Event',
    action: 'downloadVideo',
    records: highlights,
    fixtures: { answers: serverAnswers('Event', 'eventsGetStitchedUrl', { stitchedUrl: STITCHED }) },
  },
  play: async ({ canvasElement }) => {
    const downloads = watchDownloads(canvasElement.ownerDocument);
    try {
      const d = await openDialog(canvasElement, 'Download Video 2 Highlights');
      await expect(await submitAndSend(canvasElement, d, 'Download Video')).toEqual(request);
      await waitFor(() => expect(downloads.started.map((s) => s.href)).toEqual([STITCHED]));
      await expect(await within(canvasElement.ownerDocument.body).findByText('Download Video: download started')).toBeInTheDocument();
      await expectClosed(canvasElement);
    } finally {
      downloads.stop();
    }
  },
};
export const DownloadVideoOpened = opened(downloadVideo);
export const DownloadVideoRefused = refused(downloadVideo);
export const DownloadVideoBusy = busy(downloadVideo);
export const DownloadVideoSubmits = downloadVideo;

export const NoVideoToDownload: Story = {
  args: {
    typename: 'Event',
    action: 'downloadVideo',
    records: highlights,
    fixtures: { answers: serverAnswers('Event', 'eventsGetStitchedUrl', { stitchedUrl: null }) },
  },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Download Video 2 Highlights');
    await expect(await submitAndSend(canvasElement, d, 'Download Video')).toEqual(request);
    await expect(await within(canvasElement.ownerDocument.body).findByText('There is no video to download.')).toBeInTheDocument();
  },
};
