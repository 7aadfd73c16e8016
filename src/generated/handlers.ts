/* Generated from metadata/ by npm run generate. Do not edit. */
import type { OperationHandler } from '../server/operations/handlerTypes.ts';

/** Each handler module of metadata/, loaded on first use: a process that never runs one never loads it. */
export const HANDLERS: Record<string, () => Promise<{ default: OperationHandler }>> = {
  addLeagueTeam: () => import('../server/operations/handlers/addLeagueTeam.ts'),
  checkOpsWarnings: () => import('../server/operations/handlers/checkOpsWarnings.ts'),
  gameDownloadScoresheet: () => import('../server/operations/handlers/gameDownloadScoresheet.ts'),
  generatePassphrase: () => import('../server/operations/handlers/generatePassphrase.ts'),
  leagueTeamsRemove: () => import('../server/operations/handlers/leagueTeamsRemove.ts'),
  leaguesRemoveAllPlayersFromTeams: () => import('../server/operations/handlers/leaguesRemoveAllPlayersFromTeams.ts'),
  leaguesRestoreTeamsApiRoster: () => import('../server/operations/handlers/leaguesRestoreTeamsApiRoster.ts'),
};
