import { describe, expect, it } from 'vitest';
import { registry } from '../testing/allTypes.ts';
import { chooseTab, hasData, recordTabs, shownTabs } from './detailTabs.ts';

// Pinned to two tabs, so the test does not follow every tab the metadata adds to teams.
const Team = { ...registry.types.Team, tabs: registry.types.Team.tabs.filter((t) => ['registration_form', 'games'].includes(t.name)) };
const names = (tabs: { name: string }[]) => tabs.map((t) => t.name);

describe('detail tabs', () => {
  it('puts Details first, then the metadata tabs, then System Notes', () => {
    expect(names(recordTabs(Team, {}))).toEqual(['details', 'registration_form', 'games', 'system_notes']);
    expect(names(recordTabs(Team, {}, { notes: false }))).toEqual(['details', 'registration_form', 'games']);
  });
  it('puts a tab declared first before Details, so the page opens on it (the Org Dashboard)', () => {
    const tabs = recordTabs(registry.types.Org, {});
    expect(names(tabs)).toEqual(['dashboard', 'details', 'gameday_venues', 'system_notes']);
    expect(chooseTab(tabs, null)).toEqual({ tab: tabs[0] });
  });
  it('leaves Details out where the type says so: a usage report entry opens on its Teams', () => {
    const tabs = recordTabs(registry.types.UsageReportEntry, {});
    expect(names(tabs)).toEqual(['teams', 'system_notes']);
    expect(chooseTab(tabs, null)).toEqual({ tab: tabs[0] });
  });
  it("keeps a tab that offers actions on the bar while it has no rows (a league's Teams with Add League Team)", () => {
    const tabs = recordTabs(registry.types.League, {});
    const teams = tabs.find((t) => t.name === 'teams')!;
    expect(teams.actions).toEqual(['addLeagueTeam', 'removeLeagueTeams']);
    expect(names(shownTabs(tabs, { associations: {}, notes: false }, null))).toContain('teams');
  });
  it('hides tabs whose visibleWhen fails', () => {
    const type = { ...Team, tabs: [{ ...Team.tabs[0], visibleWhen: { var: 'denyAccess' } }] };
    expect(names(recordTabs(type, { denyAccess: false }))).toEqual(['details', 'system_notes']);
    expect(names(recordTabs(type, { denyAccess: true }))).toEqual(['details', 'registration_form', 'system_notes']);
  });
  it('hides association tabs with nothing to show, unless asked for, and marks those with data', () => {
    const tabs = recordTabs(Team, {});
    const data = { associations: { games: true }, notes: true };
    // A component tab (Registration Form) always shows: the component itself says when it has nothing.
    expect(names(shownTabs(tabs, undefined, null))).toEqual(['details', 'registration_form', 'system_notes']);
    expect(names(shownTabs(tabs, { associations: { games: false }, notes: false }, 'games'))).toEqual([
      'details',
      'registration_form',
      'games',
      'system_notes',
    ]);
    expect(names(shownTabs(tabs, data, null))).toEqual(['details', 'registration_form', 'games', 'system_notes']);
    expect(tabs.map((t) => hasData(t, data))).toEqual([false, false, true, true]);
  });
  it('chooses from the tab parameter and names the valid tabs when it is wrong', () => {
    const tabs = recordTabs(Team, {});
    expect(chooseTab(tabs, null)).toEqual({ tab: tabs[0] });
    expect(chooseTab(tabs, 'games')).toEqual({ tab: tabs[2] });
    expect(chooseTab(tabs, 'nope')).toEqual({ error: 'Invalid tab: nope (details, registration_form, games, system_notes)' });
  });
});
