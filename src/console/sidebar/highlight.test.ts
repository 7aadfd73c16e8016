import { describe, expect, it } from 'vitest';
import { activeLinkKey } from './highlight.ts';
import { link, type SidebarModel } from './sidebarModel.ts';

const model: SidebarModel = [
  { key: 'main', title: null, links: [link('home', 'Dashboard', '/readmin', { exactOnly: true })] },
  {
    key: 'org',
    title: 'Org',
    links: [
      link('org', 'Dashboard', '/readmin/orgs/1'),
      link('teams', 'Teams', '/readmin/orgs/1/teams'),
      link('help', 'Help', '/readmin/orgs/1/teams/x', { external: true }),
    ],
  },
];

describe('activeLinkKey', () => {
  it('prefers the exact match', () => {
    expect(activeLinkKey(model, '/readmin')).toBe('home');
    expect(activeLinkKey(model, '/readmin/orgs/1/teams?limit=20')).toBe('teams');
  });
  it('falls back to the longest prefix on segment boundaries', () => {
    expect(activeLinkKey(model, '/readmin/orgs/1/teams/5')).toBe('teams');
    expect(activeLinkKey(model, '/readmin/orgs/1/leagues')).toBe('org');
    expect(activeLinkKey(model, '/readmin/orgs/12')).toBeUndefined();
  });
  it('never prefix-highlights an exact-only item, and ignores external links', () => {
    expect(activeLinkKey(model, '/readmin/users')).toBeUndefined();
    expect(activeLinkKey(model, '/readmin/orgs/1/teams/x')).toBe('teams');
  });
});
