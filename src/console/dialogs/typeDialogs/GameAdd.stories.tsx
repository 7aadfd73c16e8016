import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectClosed, fill, openDialog, submitAndSend, type Dialog } from '../testing/dialogPlay.ts';
import { busy, filled, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';
import { courtRecordings } from '../testing/contentFixtures.ts';

/**
 * Add Game Manually, a game cut from a court's recordings (spec 001 §2, §4, §5): Create stays disabled until
 * the recordings panel finds footage for the court and times (the recordingsAny probe, answered here as the
 * server would). Add Missing Game on a schedule is in GameSchedule.stories.tsx.
 */
const meta = { title: 'Dialogs/001 Organisation content/Game add', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const create = (d: Dialog) => d.getByRole('button', { name: 'Create' });
const panel = (d: Dialog, name: string) => waitFor(() => d.getByRole('region', { name }), { timeout: 5000 });

const addGameManually: Story = {
  args: { typename: 'Game', action: 'addManually', fixtures: { probes: courtRecordings } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Game Manually');
    await expect(create(d)).toBeDisabled();
    await expect(within(await panel(d, 'Recordings not available')).getByText(/Fill in the fields/)).toBeInTheDocument();
    await fill(canvasElement, d, { Court: 'Central Court 1', 'Start time': '2026-03-14T18:00', 'End time': '2026-03-14T19:30' });
    const found = await panel(d, 'Recordings available');
    await expect(
      within(found)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(':')[0]),
    ).toEqual(['Recording 41']);
    await fill(canvasElement, d, {
      Surface: 'Central Court 1 main view',
      League: 'Summer League',
      'Home team': 'Perth Wildcats',
      'Away team': 'Perth Lynx',
      'Home score': '64',
      'Away score': '59',
    });
    await waitFor(() => expect(create(d)).toBeEnabled());
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toMatchObject({
      method: 'runOperation',
      operation: 'addGameManually',
      params: {
        courtId: '3',
        playedAt: '2026-03-14T10:00:00.000Z',
        completedAt: '2026-03-14T11:30:00.000Z',
        surfaceId: '1300',
        leagueId: '400',
        homeTeamId: '200',
        awayTeamId: '201',
        homeScore: 64,
        awayScore: 59,
      },
    });
    await expectClosed(canvasElement);
  },
};
export const AddGameManuallyEmpty = opened(addGameManually);
export const AddGameManuallyFilled = filled(addGameManually);
export const AddGameManuallyRefused = refused(addGameManually);
export const AddGameManuallyBusy = busy(addGameManually);
export const AddGameManuallySubmits = addGameManually;

/** Times when the court recorded nothing: 'Recordings not available', and Create stays disabled. */
export const AddGameManuallyWithoutRecordings: Story = {
  args: { typename: 'Game', action: 'addManually', fixtures: { probes: courtRecordings } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Game Manually');
    await fill(canvasElement, d, { Court: 'Central Court 1', 'Start time': '2026-03-15T18:00', 'End time': '2026-03-15T19:30' });
    const none = await panel(d, 'Recordings not available');
    await waitFor(() => expect(within(none).queryByText(/Fill in the fields/)).toBeNull());
    await expect(create(d)).toBeDisabled();
  },
};
