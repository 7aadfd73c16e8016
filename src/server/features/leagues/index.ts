import type { Feature } from '../../feature.ts';
import { afterUpdateCompetition } from './competitionHooks.ts';
import gameDurationError from './computed/gameDurationError.ts';
import gameIsValidDuration from './computed/gameIsValidDuration.ts';
import { registerPlayerPortalStandIn } from './playerPortalStandIn.ts';
import { playerPortalStandInServed } from '../../config/publicUrl.ts';

/**
 * Leagues, teams and people (spec 001 §2–§5): rosters and their API copies, team registration links, merging people,
 * welcome emails, the player portal's sign-in link (and the portal's stand-in outside production), a competition's
 * leagues following it, and games' durations.
 */
export const leagues: Feature = {
  name: 'leagues',
  computedFields: { gameDurationError, gameIsValidDuration },
  routes(app, deps) {
    if (playerPortalStandInServed()) registerPlayerPortalStandIn(app, deps.database.db);
  },
  hooks: { afterUpdate: { Competition: afterUpdateCompetition } },
  handlers: {
    addLeagueTeam: () => import('./handlers/addLeagueTeam.ts'),
    leagueTeamsRemove: () => import('./handlers/leagueTeamsRemove.ts'),
    leaguesRemoveAllPlayersFromTeams: () => import('./handlers/leaguesRemoveAllPlayersFromTeams.ts'),
    leaguesRestoreTeamsApiRoster: () => import('./handlers/leaguesRestoreTeamsApiRoster.ts'),
    peopleSendWelcomeEmail: () => import('./handlers/peopleSendWelcomeEmail.ts'),
    personMergeWithOther: () => import('./handlers/personMergeWithOther.ts'),
    personUserOnsenAuthUrl: () => import('./handlers/personUserOnsenAuthUrl.ts'),
    teamRegistrationRegenerateLink: () => import('./handlers/teamRegistrationRegenerateLink.ts'),
    teamRegistrationsSend: () => import('./handlers/teamRegistrationsSend.ts'),
    teamRemoveAllPlayers: () => import('./handlers/teamRemoveAllPlayers.ts'),
    teamsEnableRegistration: () => import('./handlers/teamsEnableRegistration.ts'),
    teamsRestoreApiRoster: () => import('./handlers/teamsRestoreApiRoster.ts'),
  },
};
