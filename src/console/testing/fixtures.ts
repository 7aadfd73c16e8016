import serverRegistry from '../../generated/registry.json';
import { ROLES, type Registry } from '../../metadata/normalized.ts';
import { viewerAccess } from '../../shared/viewerAccess.ts';
import { permissionsOf, type CurrentUser } from '../auth/currentUser.ts';
import type { ShellApiPartner, ShellOrg } from '../graphql/frameRequests.ts';

/**
 * The full registry, with every role's grants: test code only, the console bundle never holds it. A JSON import
 * widens literal unions (a field's type, a grant) to string, so the cast states the contract `npm run generate`
 * keeps: registry.json is a Registry, written from one (src/generator/emit.ts).
 */
const fullRegistry = serverRegistry as unknown as Registry;

/** A user as the server answers currentUser: with the access of their roles, computed as the server does. */
const withAccess = (user: Omit<CurrentUser, 'access'>): CurrentUser => ({ ...user, access: viewerAccess(fullRegistry, permissionsOf(user).roles) });

/** The access of a user holding every role, for unit tests of role checks that read the console's registry (setViewerAccess). */
export const everyRoleAccess = viewerAccess(fullRegistry, ROLES);

/** Users of every role, shared by unit tests, component tests and stories. */
const HELP = { key: 'help', label: 'Help', url: 'https://help.readmin.example' };
const base = {
  onsenUrl: 'https://players.example/portal',
  scorekeeperUrl: 'https://scorekeeper.example/app',
  orgAdmins: [],
  venueAdmins: [],
  apiAdmins: [],
  externalLinks: [HELP],
};

/** The tools as a server with all three addresses configured sends them to platform admins. */
const TOOLS = [
  { key: 'tool:admin', label: 'Admin Framework', url: 'https://ops.readmin.example/admin' },
  { key: 'tool:jobs', label: 'Job Queue Monitor', url: 'https://ops.readmin.example/jobs' },
  { key: 'tool:db', label: 'Database Monitor', url: 'https://ops.readmin.example/db' },
];

export const platformAdmin = withAccess({ ...base, id: '1', email: 'admin@readmin.example', isAdmin: true, externalLinks: [HELP, ...TOOLS] });

export const orgAdmin = withAccess({
  ...base,
  id: '2',
  email: 'org.admin@hoops.example',
  isAdmin: false,
  orgAdmins: [{ id: '21', orgId: '10', org: { id: '10', readminName: 'Hoops League' } }],
});

export const venueAdmin = withAccess({
  ...base,
  id: '3',
  email: 'venue.admin@arena.example',
  isAdmin: false,
  venueAdmins: [{ id: '31', venueId: '100', venue: { id: '100', readminName: 'Central Arena' } }],
});

export const apiPartnerAdmin = withAccess({
  ...base,
  id: '4',
  email: 'partner@stats.example',
  isAdmin: false,
  apiAdmins: [{ id: '41', apiPartnerId: '50', apiPartner: { id: '50', readminName: 'Stats Partner' } }],
});

export const noRoles = withAccess({ ...base, id: '5', email: 'player@example.com', isAdmin: false });

export const orgs: Record<string, ShellOrg> = {
  '10': {
    id: '10',
    name: 'Hoops League',
    timeZone: 'Australia/Perth',
    usePublicLeaguePages: false,
    venues: [
      { id: '100', name: 'Central Arena' },
      { id: '101', name: 'North Courts' },
    ],
  },
  '11': { id: '11', name: 'Netball Club', timeZone: 'Pacific/Auckland', usePublicLeaguePages: true, venues: [] },
};

export const apiPartners: ShellApiPartner[] = [{ id: '50', name: 'Stats Partner', timeZone: 'Asia/Manila' }];

/** Rows of the Team list as readminObjects returns them. */
export const teamRows = [
  {
    id: '1',
    readminName: 'Perth Hawks',
    readminUrl: '/readmin/teams/1',
    name: 'Perth Hawks',
    orgId: '10',
    org: { id: '10', readminName: 'Hoops League', readminUrl: '/readmin/orgs/10' },
    leagueIds: ['7'],
    leagues: [{ id: '7', readminName: 'Winter Men', readminUrl: '/readmin/leagues/7' }],
    denyAccess: false,
  },
  {
    id: '2',
    readminName: 'Fremantle Sharks',
    readminUrl: '/readmin/teams/2',
    name: 'Fremantle Sharks',
    orgId: '10',
    org: { id: '10', readminName: 'Hoops League', readminUrl: '/readmin/orgs/10' },
    leagueIds: [],
    leagues: [],
    denyAccess: true,
  },
];

/** A record's link as the API selects it (OBJECT_LINK): also a row of the home search. */
export const link = (route: string, id: string, name: string) => ({ id, readminName: name, readminUrl: `/readmin/${route}/${id}` });

/** Six games, newest first, as the Game list returns them. */
export const gameRows = Array.from({ length: 6 }, (_, i) => {
  const id = String(i + 1);
  return {
    id,
    readminName: `Game ${id}`,
    readminUrl: `/readmin/games/${id}`,
    playedAt: `2026-09-0${i + 1}T08:00:00Z`,
    homeTeamId: '1',
    homeTeam: link('teams', '1', 'Perth Hawks'),
    awayTeamId: '2',
    awayTeam: link('teams', '2', 'Fremantle Sharks'),
    homeScore: 40 + i,
    awayScore: 38,
    courtId: '3',
    court: link('courts', '3', 'Central Court 1'),
    completedAt: i < 4 ? `2026-09-0${i + 1}T09:30:00Z` : null,
  };
});

/** Courts of the Court list. */
export const courtRows = ['Central Court 1', 'Central Court 2', 'North Court 1'].map((name, i) => ({
  id: String(i + 3),
  readminName: name,
  readminUrl: `/readmin/courts/${i + 3}`,
  name,
  venueId: '100',
  venue: link('venues', '100', 'Central Arena'),
  orgId: '10',
  org: link('orgs', '10', 'Hoops League'),
  active: true,
}));
