import { describe, expect, it } from 'vitest';
import type { Registry } from '../../metadata/normalized.ts';
import { registry } from '../testing/allTypes.ts';
import { apiPartnerAdmin, apiPartners, noRoles, orgAdmin, orgs, platformAdmin, venueAdmin } from '../testing/fixtures.ts';
import { buildSidebar } from './buildSidebar.ts';
import type { SidebarModel } from './sidebarModel.ts';

const titles = (m: SidebarModel) => m.map((g) => g.title);
const labels = (m: SidebarModel, key: string) => m.find((g) => g.key === key)?.links.map((l) => l.label);
const active = (m: SidebarModel) =>
  m
    .flatMap((g) => g.links)
    .filter((l) => l.active)
    .map((l) => l.href);

describe('buildSidebar', () => {
  it('organisation admin: a group per organisation in orgGroupOrder, venues of the org, no platform groups', () => {
    const m = buildSidebar(orgAdmin, registry, '/readmin/orgs/10/teams', orgs);
    expect(titles(m)).toEqual([null, 'Hoops League', null]);
    expect(labels(m, 'org:10')).toEqual([
      'Dashboard',
      'Competitions',
      'Leagues',
      'Teams',
      'Team Registration Forms',
      'People',
      'Games',
      'Game Schedules',
      'Live Streams',
      'Highlights',
      'Incidents',
      'Referee Access',
      'Game Submissions',
      'Videos',
      'Deliveries',
      'POTW Competitions',
      'POTW Entries',
      'POTW Ratings',
      'Ad Assets',
      'Ad Presets',
      'Organisation Admins',
      'Scorekeeper Users',
      'System Notes',
      'Central Arena',
      'North Courts',
      'Courts',
      'Recordings',
      'Usage Report',
    ]);
    const org = m.find((g) => g.key === 'org:10')!;
    expect(org.links.map((l) => l.href)).toContain('/readmin/orgs/10/venues/101');
    expect(active(m)).toEqual(['/readmin/orgs/10/teams']);
  });

  it('organisation admin: no group for an organisation they do not administer', () => {
    const m = buildSidebar(orgAdmin, registry, '/readmin/orgs/11', orgs);
    expect(titles(m)).toEqual([null, 'Hoops League', null]);
  });

  it('platform admin: the organisation in the URL, then the platform groups in spec order', () => {
    const m = buildSidebar(platformAdmin, registry, '/readmin/orgs/11/leagues', orgs, apiPartners);
    expect(titles(m)).toEqual([null, 'Netball Club', 'Integration', 'Organisation Management', 'Venue Management', 'Others', 'Tools', null]);
    expect(labels(m, 'platform:Organisation Management')).toEqual([
      'Ad Assets',
      'Ad Presets',
      'Organisations',
      'Organisation Admins',
      'Competitions',
      'Courts',
      'Deliveries',
      'Event Videos',
      'Games',
      'Game Schedules',
      'Game Submissions',
      'Highlights',
      'Incidents',
      'Leagues',
      'Live Streams',
      'Onsen Popup Promos',
      'People',
      'POTW Competitions',
      'POTW Entries',
      'POTW Ratings',
      'POTW Videos',
      'Public League Pages',
      'Scorekeeper Users',
      'Teams',
      'Team Registration Forms',
      'Videos',
    ]);
    // Types under an API partner (sidebar 'none') are listed only in each partner's block, never as a group of their own.
    expect(labels(m, 'platform:Integration')).toEqual([
      'API Partners',
      'GameDay Associations',
      'GameDay Venues',
      'PlayHQ Organisations',
      'API Credentials',
      'Stats Partner',
      'API Organisations',
      'API Courts',
      'API Competitions',
      'API Game Schedules',
      'API Teams',
      'API Profiles',
      'GraphiQL',
      'API GraphQL Requests',
    ]);
    expect(labels(m, 'platform:Venue Management')).toEqual([
      'Cameras',
      'Device Port Mappings',
      'Network Devices',
      'Recording Blocks',
      'Surfaces',
      'Venues',
      'Venue Admins',
      'Venue Servers',
      'Venue Server Chef Runs',
      'Venue Server Commands',
    ]);
    // Types the spec does not list in the group follow its own, alphabetically.
    expect(labels(m, 'platform:Others')).toEqual([
      'AWS EC2 Instances',
      'Audit Events',
      'Beta Features',
      'Camera Models',
      'Cities',
      'Motioncrop Tests',
      'Motioncrop Test Reports',
      'Original Video Requests',
      'Scorekeeper Devices',
      'SendGrid Events',
      'System Notes',
      'Users',
      'Video Objects',
      'Video Cut Attempts',
      'Video Encoding Jobs',
      'Video Encoding Job Requests',
      'Email Outbox',
      'Ops Warnings',
    ]);
    expect(active(m)).toEqual(['/readmin/orgs/11/leagues']);
  });

  it('platform admin outside an organisation: prefix highlight in the platform groups', () => {
    const m = buildSidebar(platformAdmin, registry, '/readmin/teams/4?tab=home_games', {});
    expect(titles(m)).not.toContain('Hoops League');
    expect(active(m)).toEqual(['/readmin/teams']);
  });

  it('venue admin: one link per venue', () => {
    const m = buildSidebar(venueAdmin, registry, '/readmin/venues/100', {});
    expect(m.find((g) => g.key === 'venues')?.links.map((l) => [l.label, l.href])).toEqual([['Central Arena', '/readmin/venues/100']]);
    expect(titles(m)).not.toContain('Organisation Management');
    expect(active(m)).toEqual(['/readmin/venues/100']);
  });

  it('API partner admin: a block per partner, its pages in spec order', () => {
    const m = buildSidebar(apiPartnerAdmin, registry, '/readmin', {});
    expect(m.find((g) => g.title === 'Stats Partner')?.links.map((l) => l.href)).toEqual([
      '/readmin/api_partners/50',
      ...[
        'api_organisations',
        'api_courts',
        'api_competitions',
        'api_game_schedules',
        'api_teams',
        'api_profiles',
        'graphiql',
        'api_graphql_requests',
      ].map((route) => `/readmin/api_partners/50/${route}`),
    ]);
    expect(active(m)).toEqual(['/readmin']);
  });

  it('platform admin: the tools the server has addresses for, last before Help; none without any', () => {
    const m = buildSidebar(platformAdmin, registry, '/readmin', {});
    expect(m.find((g) => g.key === 'platform:tools')?.links.map((l) => [l.label, l.href, l.external])).toEqual([
      ['Admin Framework', 'https://ops.readmin.example/admin', true],
      ['Job Queue Monitor', 'https://ops.readmin.example/jobs', true],
      ['Database Monitor', 'https://ops.readmin.example/db', true],
    ]);
    const unconfigured = buildSidebar(
      { ...platformAdmin, externalLinks: platformAdmin.externalLinks.filter((l) => l.key === 'help') },
      registry,
      '/readmin',
      {},
    );
    expect(titles(unconfigured)).not.toContain('Tools');
    expect(unconfigured.at(-1)!.links.map((l) => [l.label, l.href])).toEqual([['Help', 'https://help.readmin.example']]);
    // The console's own Help page opens in place, not in a new tab.
    const ownHelp = buildSidebar(
      { ...noRoles, externalLinks: [{ key: 'help', label: 'Help', url: '/readmin/help' }] },
      registry,
      '/readmin/help',
      {},
    );
    expect(ownHelp.at(-1)!.links.map((l) => [l.label, l.href, Boolean(l.external)])).toEqual([['Help', '/readmin/help', false]]);
  });

  it('no roles: only Dashboard and Help', () => {
    const m = buildSidebar(noRoles, registry, '/readmin/teams', {});
    expect(m.flatMap((g) => g.links).map((l) => l.label)).toEqual(['Dashboard', 'Help']);
    expect(active(m)).toEqual([]);
  });

  it('evaluates sidebar.visibleWhen against the organisation', () => {
    const people = { ...registry.types.Person, sidebar: { ...registry.types.Person.sidebar, visibleWhen: { var: 'org.usePublicLeaguePages' } } };
    const custom: Registry = { types: { ...registry.types, Person: people } };
    const admin = { ...orgAdmin, orgAdmins: [...orgAdmin.orgAdmins, { id: '22', orgId: '11', org: { id: '11', readminName: 'Netball Club' } }] };
    const m = buildSidebar(admin, custom, '/readmin', orgs);
    expect(labels(m, 'org:10')).not.toContain('People');
    expect(labels(m, 'org:11')).toContain('People');
  });

  it('skips types whose route the registry does not have', () => {
    const { Venue: _venue, ...types } = registry.types;
    const m = buildSidebar(venueAdmin, { types }, '/readmin', {});
    expect(m.find((g) => g.key === 'venues')).toBeUndefined();
  });

  it("links Referee Access to the organisation's referee management page, highlighted there rather than Games", () => {
    const m = buildSidebar(orgAdmin, registry, '/readmin/orgs/10/games/manage_referees', orgs);
    const referee = m.find((g) => g.key === 'org:10')!.links.find((l) => l.label === 'Referee Access')!;
    expect(referee.href).toBe('/readmin/orgs/10/games/manage_referees');
    expect(active(m)).toEqual(['/readmin/orgs/10/games/manage_referees']);
    expect(active(buildSidebar(orgAdmin, registry, '/readmin/orgs/10/games/5', orgs))).toEqual(['/readmin/orgs/10/games']);
    // Without game people there is nothing to assign.
    const { GamePerson: _gamePerson, ...types } = registry.types;
    expect(labels(buildSidebar(orgAdmin, { types }, '/readmin', orgs), 'org:10')).not.toContain('Referee Access');
  });
});
