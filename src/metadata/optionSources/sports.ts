import { listSource } from './source.ts';

/** The sports of spec 000 §1 ("basketball, miniball, netball, and in places futsal and volleyball"). */
export const sports = listSource({ description: 'The sports leagues and competitions are played in.', noun: 'a sport' }, () => [
  { value: 'basketball', label: 'Basketball' },
  { value: 'miniball', label: 'Miniball' },
  { value: 'netball', label: 'Netball' },
  { value: 'futsal', label: 'Futsal' },
  { value: 'volleyball', label: 'Volleyball' },
]);
