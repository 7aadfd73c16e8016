import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { awayTeam, court, homeTeam, league, linkTo, org } from '../../src/console/dialogs/testing/contentFixtures.ts';
import { blockedMessages, expectClosed, fill, openDialog, requiredMessagesOf, submitAndSend } from '../../src/console/dialogs/testing/dialogPlay.ts';
import { RecordDialogStory } from '../../src/console/dialogs/testing/RecordDialogStory.tsx';

/**
 * Game schedule's dialogs (spec 001 §2, §5, §9). Its own file: Add Missing Game is being built, so these
 * stories check the titles, the required messages and the happy paths with today's fields only.
 */
const meta = { title: 'Dialogs/001 Organisation content/Game schedule', component: RecordDialogStory } satisfies Meta<typeof RecordDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const schedule = {
  id: '1900',
  readminName: 'Perth Wildcats vs Perth Lynx, 7 March',
  org: linkTo(org),
  orgId: '10',
  court: linkTo(court),
  courtId: '3',
  league: linkTo(league),
  leagueId: '400',
  homeTeam: linkTo(homeTeam),
  homeTeamId: '200',
  awayTeam: linkTo(awayTeam),
  awayTeamId: '201',
  scheduledAt: '2026-03-07T10:00:00.000Z',
  durationSeconds: 5400,
  cancelled: false,
  external: false,
};

export const AddGameSchedule: Story = {
  args: { typename: 'GameSchedule', action: 'create' },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Game Schedule');
    // Spec 001 §9: not cancelled, 600 seconds long.
    await expect(d.getByLabelText(/^Duration/)).toHaveValue('00:10:00');
    await expect(d.getByLabelText('Cancelled')).not.toBeChecked();
    const empty = await blockedMessages(canvasElement, d, 'Create');
    await expect(empty).toEqual(['Organisation is required', 'Court is required', 'Scheduled at is required']);
    await expect(empty).toEqual(requiredMessagesOf('GameSchedule', 'create'));
    await fill(canvasElement, d, {
      Organisation: 'Hoops League',
      Court: 'Central Court 1',
      League: 'Summer League',
      'Home team': 'Perth Wildcats',
      'Away team': 'Perth Lynx',
      'Scheduled at': '2026-03-14T18:00',
      Duration: '01:30:00',
    });
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toMatchObject({
      method: 'create',
      resource: 'game_schedules',
      params: {
        data: {
          orgId: '10',
          courtId: '3',
          leagueId: '400',
          homeTeamId: '200',
          awayTeamId: '201',
          scheduledAt: '2026-03-14T10:00:00.000Z',
          durationSeconds: 5400,
          cancelled: false,
        },
      },
    });
    await expectClosed(canvasElement);
  },
};

export const EditGameSchedule: Story = {
  args: { typename: 'GameSchedule', action: 'edit', records: [schedule] },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Edit Perth Wildcats vs Perth Lynx, 7 March');
    await expect(d.getByLabelText(/^Duration/)).toHaveValue('01:30:00');
    await fill(canvasElement, d, { 'Scheduled at': '', Duration: '' });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual(['Scheduled at is required', 'Duration is required']);
    await fill(canvasElement, d, { 'Scheduled at': '2026-03-07T18:30', Duration: '01:30:00', Cancelled: true });
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toMatchObject({
      method: 'update',
      resource: 'game_schedules',
      params: { id: '1900', data: { scheduledAt: '2026-03-07T10:30:00.000Z', cancelled: true } },
    });
    await expectClosed(canvasElement);
  },
};
