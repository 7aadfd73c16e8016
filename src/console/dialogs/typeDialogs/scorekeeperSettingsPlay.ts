import { expect } from 'storybook/test';
import { blockedMessages, expectClosed, expectFields, fill, openDialog, submitAndSend } from '../testing/dialogPlay.ts';

/** The scorekeeper settings of a basketball competition or league: no 2-point option (netball's), the FIBA section shown. */
const BASKETBALL_FIELDS = [
  'Period type',
  'Period length',
  'Overtime period length',
  'Game clock visible',
  'Game clock start (ms)',
  'Scoring mode',
  'Allow new team members',
  'Number of starting players',
  'Tap in players by default',
  'Allow 3-point shots',
  'Allow misses',
  'Fouls per period',
  'Max player fouls',
  'FIBA scoring',
  'FIBA scoresheet: hide protest section',
  'FIBA scoresheet recipient emails',
];

/**
 * The play of Edit Scorekeeper Settings (spec 001 §5), the same dialog for competitions and leagues: the
 * required settings, the game clock start required while the clock shows, the FIBA warnings, the
 * recipients' pattern; then a change sent to the type's mutation.
 */
export const scorekeeperSettingsPlay =
  ({ title, mutation, ids }: { title: string; typename: string; mutation: string; ids: Record<string, string[]> }) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const d = await openDialog(canvasElement, title);
    await expectFields(d, BASKETBALL_FIELDS);
    await expect(d.getByLabelText(/^Period type/)).toHaveValue('quarters');
    await fill(canvasElement, d, {
      'Period length': '',
      'Overtime period length': '00:00:30',
      'Game clock start (ms)': '',
      'Number of starting players': '',
      'Fouls per period': '',
      'FIBA scoresheet recipient emails': 'coach@hoops.example; ref@',
    });
    await expect(await blockedMessages(canvasElement, d, 'Save')).toEqual([
      'Period length is required',
      'Overtime period length must be at least 60 seconds',
      'Game clock start (ms) is required',
      'Number of starting players is required',
      'Fouls per period is required',
      'FIBA scoresheet recipient emails must be email addresses separated by commas',
    ]);
    // Spec 001 §5: FIBA warnings when the values are not the reference ones; they do not block.
    await fill(canvasElement, d, {
      'Period length': '00:12:00',
      'Overtime period length': '00:05:00',
      'Game clock start (ms)': '600000',
      'Game clock visible': false,
      'Number of starting players': '6',
      'Fouls per period': '5',
      'FIBA scoresheet recipient emails': 'coach@hoops.example, ref@hoops.example',
    });
    await expect(await d.findByText('FIBA periods are 10 minutes (00:10:00).')).toBeInTheDocument();
    await expect(d.getByText('FIBA games start with 5 players.')).toBeInTheDocument();
    await expect(d.getByText('FIBA allows 4 team fouls per period.')).toBeInTheDocument();
    const sent = await submitAndSend(canvasElement, d, 'Save');
    await expect(sent).toEqual({
      method: 'runOperation',
      operation: mutation,
      params: {
        ...ids,
        periodLength: 720,
        gameClockVisible: false,
        numberOfStartingPlayers: 6,
        foulsPerPeriod: 5,
        fibaScoresheetRecipientEmails: 'coach@hoops.example, ref@hoops.example',
      },
    });
    await expectClosed(canvasElement);
  };
