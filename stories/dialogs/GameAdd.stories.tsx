import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blockedMessages, expectClosed, fill, openDialog, requiredMessagesOf, submitAndSend } from '../../src/console/dialogs/testing/dialogPlay.ts';
import { RecordDialogStory } from '../../src/console/dialogs/testing/RecordDialogStory.tsx';

/**
 * Add Game, the game added by hand (spec 001 §2, §5). Its own file: the dialog is gaining a recordings
 * panel, so this story checks the title, the required messages and the happy path with today's fields only.
 */
const meta = { title: 'Dialogs/001 Organisation content/Game add', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddGame: Story = {
  args: { typename: 'Game', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Game');
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual([
      'Organisation is required',
      'League is required',
      'Court is required',
      'Home team is required',
      'Away team is required',
      'Played at is required',
    ]);
    await expect(empty).toEqual(requiredMessagesOf('Game', 'create'));
    await fill(canvasElement, d, {
      Organisation: 'Hoops League',
      League: 'Summer League',
      Court: 'Central Court 1',
      'Home team': 'Perth Wildcats',
      'Away team': 'Perth Lynx',
      'Played at': '2026-03-14T18:00',
      'Home score': '64',
      'Away score': '59',
    });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toMatchObject({
      method: 'create',
      resource: 'games',
      params: {
        data: {
          orgId: '10',
          leagueId: '400',
          courtId: '3',
          homeTeamId: '200',
          awayTeamId: '201',
          playedAt: '2026-03-14T10:00:00.000Z',
          homeScore: 64,
          awayScore: 59,
        },
      },
    });
    await expectClosed(canvasElement);
  },
};
