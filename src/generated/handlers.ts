/* Generated from metadata/ by npm run generate. Do not edit. */
import type { OperationHandler } from '../server/operations/handlerTypes.ts';

/** Each handler module of metadata/, loaded on first use: a process that never runs one never loads it. */
export const HANDLERS: Record<string, () => Promise<{ default: OperationHandler }>> = {
  adAssetPreviewMotioncrop: () => import('../server/operations/handlers/adAssetPreviewMotioncrop.ts'),
  adAssetsPreviewEmail: () => import('../server/operations/handlers/adAssetsPreviewEmail.ts'),
  adPresetPreviewMotioncrop: () => import('../server/operations/handlers/adPresetPreviewMotioncrop.ts'),
  addGameManually: () => import('../server/operations/handlers/addGameManually.ts'),
  addLeagueTeam: () => import('../server/operations/handlers/addLeagueTeam.ts'),
  apiProfileReImport: () => import('../server/operations/handlers/apiProfileReImport.ts'),
  checkOpsWarnings: () => import('../server/operations/handlers/checkOpsWarnings.ts'),
  currentUserRemoveLiveStreamFbAuth: () => import('../server/operations/handlers/currentUserRemoveLiveStreamFbAuth.ts'),
  currentUserRemoveLiveStreamYtAuth: () => import('../server/operations/handlers/currentUserRemoveLiveStreamYtAuth.ts'),
  eventsGetStitchedUrl: () => import('../server/operations/handlers/eventsGetStitchedUrl.ts'),
  gameCutNewFootage: () => import('../server/operations/handlers/gameCutNewFootage.ts'),
  gameDownloadScoresheet: () => import('../server/operations/handlers/gameDownloadScoresheet.ts'),
  gameScheduleAddMissingGame: () => import('../server/operations/handlers/gameScheduleAddMissingGame.ts'),
  generatePassphrase: () => import('../server/operations/handlers/generatePassphrase.ts'),
  generateVenueServersSshConfig: () => import('../server/operations/handlers/generateVenueServersSshConfig.ts'),
  leagueTeamsRemove: () => import('../server/operations/handlers/leagueTeamsRemove.ts'),
  leaguesRemoveAllPlayersFromTeams: () => import('../server/operations/handlers/leaguesRemoveAllPlayersFromTeams.ts'),
  leaguesRestoreTeamsApiRoster: () => import('../server/operations/handlers/leaguesRestoreTeamsApiRoster.ts'),
  venueServersRunCommand: () => import('../server/operations/handlers/venueServersRunCommand.ts'),
  venueServersUpdateIssues: () => import('../server/operations/handlers/venueServersUpdateIssues.ts'),
};
