import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoryAdmin } from '../testing/StoryAdmin.tsx';
import { orgAdmin } from '../testing/fixtures.ts';
import { registry } from '../testing/allTypes.ts';
import { DisplayTimeZoneContext, fixedTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import ActionDialog from './ActionDialog.tsx';
import { dialogDataProvider } from './testing/dialogFixtures.ts';

afterEach(cleanup);

const League = registry.types.League;
const action = League.actions.find((a) => a.name === 'editScorekeeperSettings')!;

/** A league as the console reads it, with the scorekeeper settings of the FIBA reference. */
const league = (id: string, sport: string, values: Record<string, unknown> = {}) => ({
  id,
  readminName: `League ${id}`,
  sport,
  periodType: 'quarters',
  periodLength: 600,
  overtimePeriodLength: 300,
  gameClockVisible: true,
  gameClockStartMs: 600000,
  scoringMode: 'team_game_people_scoring_team',
  allowNewTeamMembers: true,
  numberOfStartingPlayers: 5,
  tapInPlayersByDefault: false,
  allowTwoPointShots: false,
  allowThreePointShots: true,
  allowMisses: false,
  foulsPerPeriod: 4,
  maxPlayerFouls: 5,
  fibaScoring: false,
  fibaScoresheetLayoutHideProtestSection: false,
  fibaScoresheetRecipientEmails: null,
  ...values,
});

const renderDialog = (records: ReturnType<typeof league>[]) => {
  const dataProvider = dialogDataProvider({ rows: { leagues: records } });
  const onDone = vi.fn();
  render(
    <StoryAdmin user={orgAdmin} path="/readmin/leagues" dataProvider={dataProvider}>
      <DisplayTimeZoneContext.Provider value={fixedTimeZone('UTC')}>
        <ActionDialog type={League} action={action} records={records} onClose={() => undefined} onDone={onDone} />
      </DisplayTimeZoneContext.Provider>
    </StoryAdmin>,
  );
  return { dataProvider, onDone };
};
const dialog = async () => within(await screen.findByRole('dialog', { name: /Edit Scorekeeper Settings/ }));

/** The Edit Scorekeeper Settings dialog of leagues (spec 001 §5), generated from the League metadata. */
describe('Edit Scorekeeper Settings', () => {
  it('offers the 3-point option when every selected league is basketball or miniball, the 2-point option for netball only', async () => {
    renderDialog([league('1', 'basketball'), league('2', 'miniball')]);
    let d = await dialog();
    expect(d.getByLabelText('Allow 3-point shots')).toBeTruthy();
    expect(d.queryByLabelText('Allow 2-point shots')).toBeNull();
    cleanup();
    renderDialog([league('1', 'basketball'), league('3', 'netball')]);
    d = await dialog();
    expect(d.queryByLabelText('Allow 3-point shots')).toBeNull();
    expect(d.queryByLabelText('Allow 2-point shots')).toBeNull();
    cleanup();
    renderDialog([league('3', 'netball')]);
    d = await dialog();
    expect(d.getByLabelText('Allow 2-point shots')).toBeTruthy();
    expect(d.queryByLabelText('FIBA scoring')).toBeNull();
  });

  it("requires the game clock start only while the clock is visible: '{label} is required'", async () => {
    renderDialog([league('1', 'basketball')]);
    const d = await dialog();
    const start = d.getByLabelText(/^Game clock start \(ms\)/) as HTMLInputElement;
    expect(start.required).toBe(true);
    fireEvent.change(start, { target: { value: '' } });
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    const blocked = within(await screen.findByRole('dialog', { name: 'Cannot submit' }));
    expect(blocked.getByText('Game clock start (ms) is required')).toBeTruthy();
    fireEvent.click(blocked.getByRole('button', { name: /OK|Close/ }));
    fireEvent.click(d.getByLabelText('Game clock visible'));
    await waitFor(() => expect((d.getByLabelText(/^Game clock start \(ms\)/) as HTMLInputElement).required).toBe(false));
    expect(d.queryByText('Game clock start (ms) is required')).toBeNull();
  });

  it('warns, without blocking, when a basketball setting differs from the FIBA reference, and sends the changes', async () => {
    const { dataProvider, onDone } = renderDialog([league('1', 'basketball')]);
    const d = await dialog();
    expect(d.queryByText('FIBA allows 4 team fouls per period.')).toBeNull();
    fireEvent.change(d.getByLabelText(/^Fouls per period/), { target: { value: '6' } });
    expect(await d.findByText('FIBA allows 4 team fouls per period.')).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const call = dataProvider.calls.find((c) => c.method === 'runOperation');
    expect(call).toMatchObject({ operation: 'leaguesUpdateScorekeeperConfig', params: { leagueIds: ['1'], foulsPerPeriod: 6 } });
    expect(call?.params as Record<string, unknown>).not.toHaveProperty('periodLength');
  });
});
