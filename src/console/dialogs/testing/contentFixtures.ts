import type { DialogFixtures } from './dialogFixtures.ts';
/**
 * The organisation content of spec 001 as fixture rows, by route (typename for a type without pages):
 * what the dialogs' pickers offer and the records their stories edit. One organisation (Hoops League),
 * one venue with two courts, two teams, a basketball league and a game between the teams.
 */
type Row = Record<string, unknown>;
/** A fixture record: a row with the id and name every record has, so a story can hand it to a dialog as it is. */
export type ContentRecord = Row & { id: string; readminName: string };

/** A link to a record as the console reads it: { id, readminName }. */
export const linkTo = (row: Row) => ({ id: String(row.id), readminName: String(row.readminName) });

const named = (id: string, readminName: string, extra: Row = {}): ContentRecord => ({ id, readminName, ...extra });

export const org = named('10', 'Hoops League', { name: 'Hoops League' });
export const venue = named('100', 'Central Arena', { name: 'Central Arena' });
export const court = named('3', 'Central Court 1', {
  name: 'Central Court 1',
  scorekeeperName: 'Central 1',
  active: true,
  allowLiveStreams: true,
  advertisingActive: false,
  org: linkTo(org),
  orgId: '10',
  venue: linkTo(venue),
  venueId: '100',
});
export const otherCourt = named('4', 'North Court 1', { name: 'North Court 1', venueId: '100', orgId: '10' });
export const cameraModel = named('60', 'Axis P1378', {
  manufacturer: 'Axis',
  model: 'P1378',
  resolution: '3840x2160',
  category: 'Box camera',
  supportsH265: true,
});
export const venueServer = named('70', 'Central Arena server');
export const apiPartner = named('50', 'Stats Partner');
export const homeTeam = named('200', 'Perth Wildcats');
export const awayTeam = named('201', 'Perth Lynx');
export const referee = named('300', 'Hemi Walker-Tane', { firstName: 'Hemi', lastName: 'Walker-Tane', isReferee: false });
export const player = named('301', 'Jordan Lee', { firstName: 'Jordan', lastName: 'Lee', isReferee: false });
export const adAsset = named('700', 'Courtside Banner', {
  name: 'Courtside Banner',
  org: linkTo(org),
  orgId: '10',
  assetType: 'game_email_banner',
  assetUploader: { name: 'banner.png', size: 2048, url: '/readmin/files/1/banner.png' },
  gameEmailBannerLink: 'https://hoops.example/tickets',
  courts: [],
  courtIds: [],
});
export const adPreset = named('600', 'Summer Preset', {
  name: 'Summer Preset',
  org: linkTo(org),
  orgId: '10',
  adAssets: [linkTo(adAsset)],
  adAssetIds: ['700'],
  defaultForNewLeague: false,
});

/** A basketball competition's or league's scorekeeper settings: the FIBA reference values (spec 001 §9). */
export const fibaSettings = {
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
};

const leagueSettings = {
  sport: 'basketball',
  org: linkTo(org),
  orgId: '10',
  adPreset: linkTo(adPreset),
  adPresetId: '600',
  active: true,
  potwEnabled: true,
  videoRecordingPermitted: true,
  pointsForWin: 2,
  pointsForDraw: 1,
  pointsForLoss: 0,
  pointsForForfeit: 1,
  sharingDisabled: false,
  anonymisePeople: false,
  scoreboardFoulsVisible: false,
  external: false,
  ...fibaSettings,
};
export const competition = named('500', 'State Championship', { name: 'State Championship', ...leagueSettings });
export const league = named('400', 'Summer League', {
  name: 'Summer League',
  ...leagueSettings,
  competition: linkTo(competition),
  competitionId: '500',
  age: 'adult',
  gender: 'mixed',
});
export const game = named('800', 'Perth Wildcats vs Perth Lynx', {
  org: linkTo(org),
  orgId: '10',
  league: { ...linkTo(league), potwEnabled: true },
  leagueId: '400',
  court: linkTo(court),
  courtId: '3',
  homeTeam: linkTo(homeTeam),
  homeTeamId: '200',
  awayTeam: linkTo(awayTeam),
  awayTeamId: '201',
  playedAt: '2026-03-07T10:00:00.000Z',
  completedAt: '2026-03-07T11:30:00.000Z',
  homeScore: 78,
  awayScore: 71,
  homeForfeit: false,
  awayForfeit: false,
  potwEnabled: false,
});
export const liveStream = named('900', 'Central Court 1 stream');
export const gdAssociation = named('1100', 'Basketball WA', {
  gdAssociationId: 4021,
  name: 'Basketball WA',
  gdSetupKey: 'bwa-setup-key',
  timeZone: 'Australia/Perth',
});
export const incident = named('1200', 'Fighting in Perth Wildcats vs Perth Lynx', {
  game: linkTo(game),
  gameId: '800',
  category: 'fighting',
  description: 'Players 4 and 11 after the whistle.',
  incidentStartTime: 60,
  incidentStopTime: 90,
  blurGameVideo: true,
});
export const surface = named('1300', 'Central Court 1 main view');

/** Every row the dialogs' pickers search, by route, fresh for each story (creates and edits change them). */
export const contentRows = (): Record<string, ContentRecord[]> =>
  structuredClone({
    orgs: [org, named('11', 'Netball North', { name: 'Netball North' })],
    venues: [venue],
    courts: [court, otherCourt],
    camera_models: [cameraModel],
    venue_servers: [venueServer],
    api_partners: [apiPartner],
    teams: [homeTeam, awayTeam],
    people: [referee, player],
    ad_assets: [adAsset],
    ad_presets: [adPreset],
    competitions: [competition],
    leagues: [league],
    games: [game],
    live_streams: [liveStream],
    gd_associations: [gdAssociation],
    incidents: [incident],
    surfaces: [surface],
  });

/** The court's recordings as recordingsAny answers: Central Court 1 recorded every day but 15 March. */
export const courtRecordings: DialogFixtures['probes'] = {
  recordingsAny: (args) =>
    args.courtId === '3' && !String(args.from).startsWith('2026-03-15')
      ? {
          recordingsAny: {
            any: true,
            recordings: [{ id: '41', startedAt: '2026-03-14T09:55:00.000Z', finishedAt: '2026-03-14T11:40:00.000Z', state: 'uploaded' }],
          },
        }
      : { recordingsAny: { any: false, recordings: [] } },
};
