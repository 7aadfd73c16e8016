import { sql, type RawBuilder } from 'kysely';

/** A time column's header says its zone, as the list exports' do, so the file explains itself wherever it is opened. */
export const inZone = (label: string, timeZone: string) => `${label} (${timeZone})`;

/** An instant as the exports write it: the wall-clock time in the zone. */
export const localTimeText = (col: RawBuilder<unknown>, timeZone: string): RawBuilder<string> =>
  sql<string>`to_char(${col} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The instants of calendar days from–to (both included) in the zone, as a condition on `col`. */
export const withinDays = (col: RawBuilder<unknown>, from: string, to: string, timeZone: string): RawBuilder<boolean> =>
  sql<boolean>`${col} >= (${from}::date::timestamp AT TIME ZONE ${timeZone}) AND ${col} < ((${to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
