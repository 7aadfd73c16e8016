import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { courtRecordings, game } from '../testing/contentFixtures.ts';
import {
  blockedMessages,
  customActionSent,
  expectClosed,
  expectFields,
  fill,
  openDialog,
  requiredMessagesOf,
  submitAndSend,
  typeToConfirm,
} from '../testing/dialogPlay.ts';
import { watchDownloads } from '../testing/pageEffects.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';
import { serverAnswers } from '../testing/serverAnswers.ts';

/**
 * The actions on games (spec 001 §2, §4): cut new footage, enable and disable Plays of the Week, delete
 * (type-to-confirm), change the final scores, download the scoresheet. Add Game Manually has its own file.
 */
const meta = { title: 'Dialogs/001 Organisation content/Game actions', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const played = game;
const secondGame = { ...game, id: '801', readminName: 'Perth Lynx vs Perth Wildcats', potwEnabled: true };
const deleteGames: Story = {
  args: { typename: 'Game', action: 'delete', records: [played, secondGame] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Delete 2 Games');
    await expect(d.getByText('Delete 2 Games? This cannot be undone.')).toBeInTheDocument();
    await typeToConfirm(d, 'DELETE', 'Delete');
    await expect(await submitAndSend(canvasElement, d, 'Delete')).toEqual({
      method: 'deleteMany',
      resource: 'games',
      params: { ids: ['800', '801'] },
    });
    await expectClosed(canvasElement);
  },
};
export const DeleteGamesOpened = opened(deleteGames);
export const DeleteGamesFilled = filled(deleteGames);
export const DeleteGamesRefused = refused(deleteGames);
export const DeleteGamesBusy = busy(deleteGames);
export const DeleteGamesSubmits = deleteGames;

const enablePlaysOfTheWeek: Story = {
  args: { typename: 'Game', action: 'enablePotw', records: [played] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Enable Plays of the Week Perth Wildcats vs Perth Lynx');
    await expect(d.getByText('Enable Plays of the Week Perth Wildcats vs Perth Lynx?')).toBeInTheDocument();
    const sent = await submitAndSend(canvasElement, d, 'Enable Plays of the Week');
    await expect(sent).toEqual(customActionSent('gamesEnablePotw', { gameIds: ['800'] }));
    await expectClosed(canvasElement);
  },
};
export const EnablePlaysOfTheWeekOpened = opened(enablePlaysOfTheWeek);
export const EnablePlaysOfTheWeekRefused = refused(enablePlaysOfTheWeek);
export const EnablePlaysOfTheWeekBusy = busy(enablePlaysOfTheWeek);
export const EnablePlaysOfTheWeekSubmits = enablePlaysOfTheWeek;

const disablePlaysOfTheWeek: Story = {
  args: { typename: 'Game', action: 'disablePotw', records: [secondGame] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Disable Plays of the Week Perth Lynx vs Perth Wildcats');
    const sent = await submitAndSend(canvasElement, d, 'Disable Plays of the Week');
    await expect(sent).toEqual(customActionSent('gamesDisablePotw', { gameIds: ['801'] }));
    await expectClosed(canvasElement);
  },
};
export const DisablePlaysOfTheWeekOpened = opened(disablePlaysOfTheWeek);
export const DisablePlaysOfTheWeekRefused = refused(disablePlaysOfTheWeek);
export const DisablePlaysOfTheWeekBusy = busy(disablePlaysOfTheWeek);
export const DisablePlaysOfTheWeekSubmits = disablePlaysOfTheWeek;

const changeFinalScores: Story = {
  args: { typename: 'Game', action: 'updateScore', records: [played] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Update Score Perth Wildcats vs Perth Lynx');
    await expectFields(d, ['Home score', 'Away score', 'Home forfeit', 'Away forfeit']);
    await expect(d.getByLabelText(/^Home score/)).toHaveValue(78);
    await fill(canvasElement, d, { 'Home score': '', 'Away score': '-1' });
    await expect(await blockedMessages(canvasElement, d, 'Update Score')).toEqual(['Home score is required', 'Away score must be at least 0']);
    await expect(requiredMessagesOf('Game', 'updateScore')).toEqual(['Home score is required', 'Away score is required']);
    await fill(canvasElement, d, { 'Home score': '80', 'Away score': '71' });
    const sent = await submitAndSend(canvasElement, d, 'Update Score');
    await expect(sent).toEqual(
      customActionSent('gameUpdateScore', { gameId: '800', homeScore: 80, awayScore: 71, homeForfeit: false, awayForfeit: false }),
    );
    await expectClosed(canvasElement);
  },
};
export const ChangeFinalScoresOpened = opened(changeFinalScores);
export const ChangeFinalScoresFilled = filled(changeFinalScores);
export const ChangeFinalScoresInvalid = invalid(changeFinalScores);
export const ChangeFinalScoresRefused = refused(changeFinalScores);
export const ChangeFinalScoresBusy = busy(changeFinalScores);
export const ChangeFinalScoresSubmits = changeFinalScores;

const downloadScoresheet: Story = {
  args: {
    typename: 'Game',
    action: 'downloadScoresheet',
    records: [played],
    fixtures: {
      answers: serverAnswers('Game', 'gameDownloadScoresheet', {
        scoresheetPdfBase64: btoa('%PDF-1.4 scoresheet'),
        mimeType: 'application/pdf',
        filename: 'scoresheet-800.pdf',
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const downloads = watchDownloads(canvasElement.ownerDocument);
    try {
      const d = await openDialog(canvasElement, 'Download Scoresheet Perth Wildcats vs Perth Lynx');
      const sent = await submitAndSend(canvasElement, d, 'Download Scoresheet');
      await expect(sent).toEqual(customActionSent('gameDownloadScoresheet', { gameId: '800' }));
      await waitFor(() => expect(downloads.started.map((s) => s.filename)).toEqual(['scoresheet-800.pdf']));
      await expect(await within(canvasElement.ownerDocument.body).findByText('scoresheet-800.pdf downloaded')).toBeInTheDocument();
      await expectClosed(canvasElement);
    } finally {
      downloads.stop();
    }
  },
};
export const DownloadScoresheetOpened = opened(downloadScoresheet);
export const DownloadScoresheetRefused = refused(downloadScoresheet);
export const DownloadScoresheetBusy = busy(downloadScoresheet);
export const DownloadScoresheetSubmits = downloadScoresheet;

const cutNewFootage: Story = {
  args: { typename: 'Game', action: 'cutNewFootage', records: [played], fixtures: { probes: courtRecordings } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Cut New Footage Perth Wildcats vs Perth Lynx');
    await expectFields(d, ['Court', 'Start time', 'End time', 'Surface']);
    // Spec 001 §4: nothing to cut until the court's recordings for the times are found.
    await expect(d.getByRole('button', { name: 'Cut New Footage' })).toBeDisabled();
    await fill(canvasElement, d, { 'Start time': '2026-03-07T18:05', 'End time': '2026-03-07T19:35', Surface: 'Central Court 1 main view' });
    await waitFor(() => expect(d.getByRole('region', { name: 'Recordings available' })).toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(d.getByRole('button', { name: 'Cut New Footage' })).toBeEnabled());
    const sent = await submitAndSend(canvasElement, d, 'Cut New Footage');
    await expect(sent).toEqual(
      customActionSent('gameCutNewFootage', {
        gameId: '800',
        courtId: '3',
        startTime: '2026-03-07T10:05:00.000Z',
        endTime: '2026-03-07T11:35:00.000Z',
        surfaceId: '1300',
      }),
    );
    await expectClosed(canvasElement);
  },
};
export const CutNewFootageOpened = opened(cutNewFootage);
export const CutNewFootageFilled = filled(cutNewFootage);
export const CutNewFootageRefused = refused(cutNewFootage);
export const CutNewFootageBusy = busy(cutNewFootage);
export const CutNewFootageSubmits = cutNewFootage;
