import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { awayTeam, court, courtRecordings, homeTeam, league, linkTo, org } from '../testing/contentFixtures.ts';
import { blockedMessages, expectClosed, fill, openDialog, requiredMessagesOf, submitAndSend } from '../testing/dialogPlay.ts';
import { busy, filled, invalid, opened, refused } from '../testing/dialogStates.ts';
import { RecordDialogStory } from '../testing/RecordDialogStory.tsx';

/**
 * Game schedule's dialogs (spec 001 §2, §5, §9): add and edit a schedule, and Add Missing Game, the game a
 * schedule should have had, cut from the court's recordings (its times prefilled from the schedule; Create
 * disabled until recordings are found, as in Add Game Manually).
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

const addGameSchedule: Story = {
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
export const AddGameScheduleEmpty = opened(addGameSchedule);
export const AddGameScheduleFilled = filled(addGameSchedule);
export const AddGameScheduleInvalid = invalid(addGameSchedule);
export const AddGameScheduleRefused = refused(addGameSchedule);
export const AddGameScheduleBusy = busy(addGameSchedule);
export const AddGameScheduleSubmits = addGameSchedule;

const editGameSchedule: Story = {
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
export const EditGameScheduleOpened = opened(editGameSchedule);
export const EditGameScheduleFilled = filled(editGameSchedule);
export const EditGameScheduleInvalid = invalid(editGameSchedule);
export const EditGameScheduleRefused = refused(editGameSchedule);
export const EditGameScheduleBusy = busy(editGameSchedule);
export const EditGameScheduleSubmits = editGameSchedule;

const addMissingGame: Story = {
  args: { typename: 'GameSchedule', action: 'addMissingGame', records: [schedule], fixtures: { probes: courtRecordings } },
  play: async ({ canvasElement }) => {
    const d = await openDialog(canvasElement, 'Add Missing Game Perth Wildcats vs Perth Lynx, 7 March');
    // Spec 001 §2: the schedule's court, teams and times, the end its start plus its duration (90 minutes).
    await expect(d.getByLabelText(/^Start time/)).toHaveValue('2026-03-07T18:00');
    await expect(d.getByLabelText(/^End time/)).toHaveValue('2026-03-07T19:30');
    await waitFor(() => expect(d.getByRole('region', { name: 'Recordings available' })).toBeInTheDocument(), { timeout: 5000 });
    await fill(canvasElement, d, { Surface: 'Central Court 1 main view', 'Home score': '70', 'Away score': '68' });
    await waitFor(() => expect(d.getByRole('button', { name: 'Create' })).toBeEnabled());
    const sent = await submitAndSend(canvasElement, d, 'Create');
    await expect(sent).toMatchObject({
      method: 'runOperation',
      operation: 'gameScheduleAddMissingGame',
      params: {
        gameScheduleId: '1900',
        courtId: '3',
        playedAt: '2026-03-07T10:00:00.000Z',
        completedAt: '2026-03-07T11:30:00.000Z',
        surfaceId: '1300',
        homeScore: 70,
        awayScore: 68,
      },
    });
    await expectClosed(canvasElement);
  },
};
export const AddMissingGameOpened = opened(addMissingGame);
export const AddMissingGameFilled = filled(addMissingGame);
export const AddMissingGameRefused = refused(addMissingGame);
export const AddMissingGameBusy = busy(addMissingGame);
export const AddMissingGameSubmits = addMissingGame;
