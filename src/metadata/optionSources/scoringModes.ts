import { listSource } from './source.ts';

/** The scorekeeper's scoring modes, as spec 001 §3 (ScorekeeperConfig) names them. */
export const scoringModes = listSource({ description: 'What the scorekeeper app records of each score.', noun: 'a scoring mode' }, () => [
  { value: 'team_no_game_people', label: 'Team scores only, no game people' },
  { value: 'team_game_people_scoring_team', label: 'Game people, team scoring' },
  { value: 'team_game_people_scoring_game_people_positional', label: 'Game people scoring, positional' },
  { value: 'team_game_people_scoring_game_people_simple', label: 'Game people scoring, simple' },
]);
