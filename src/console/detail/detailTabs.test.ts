import { describe, expect, it } from 'vitest';
import { registry } from '../registry.ts';
import { chooseTab, visibleTabs } from './detailTabs.ts';

const Team = registry.types.Team;

describe('detail tabs', () => {
  it('puts Details first, then the metadata tabs', () => {
    expect(visibleTabs(Team, {}).map((t) => t.name)).toEqual(['details', 'home_games', 'away_games']);
  });
  it('hides tabs whose visibleWhen fails', () => {
    const type = { ...Team, tabs: [{ ...Team.tabs[0], visibleWhen: { var: 'denyAccess' } }] };
    expect(visibleTabs(type, { denyAccess: false }).map((t) => t.name)).toEqual(['details']);
    expect(visibleTabs(type, { denyAccess: true }).map((t) => t.name)).toEqual(['details', 'home_games']);
  });
  it('chooses from the tab parameter and names the valid tabs when it is wrong', () => {
    const tabs = visibleTabs(Team, {});
    expect(chooseTab(tabs, null)).toEqual({ tab: tabs[0] });
    expect(chooseTab(tabs, 'away_games')).toEqual({ tab: tabs[2] });
    expect(chooseTab(tabs, 'nope')).toEqual({ error: 'Invalid tab: nope (details, home_games, away_games)' });
  });
});
