import { listSource } from './source.ts';

/** ICU's canonical name of a zone ("Australia/Canberra" → "Australia/Sydney"), or null when ICU has none. */
const canonical = (zone: string): string | null => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
};

/** Every zone ICU lists, plus UTC; an alias of a listed zone (Asia/Kolkata for ICU's Asia/Calcutta) is accepted too. */
export const timeZones = listSource(
  { description: 'Every time zone of the IANA database, as the server ICU data knows them.', noun: 'a known time zone', canonical },
  () =>
    Intl.supportedValuesOf('timeZone')
      .concat('UTC')
      .sort()
      .map((zone) => ({ value: zone, label: zone })),
);
