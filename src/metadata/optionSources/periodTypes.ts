import { listSource } from './source.ts';

/**
 * How a game's playing time is divided (scorekeeper settings, spec 001 §5): quarters are the FIBA
 * reference; halves are how futsal and junior games are played.
 */
export const periodTypes = listSource({ description: "How a game's playing time is divided.", noun: 'a period type' }, () => [
  { value: 'quarters', label: 'Quarters' },
  { value: 'halves', label: 'Halves' },
]);
