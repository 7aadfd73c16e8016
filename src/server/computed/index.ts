import { sql, type RawBuilder } from 'kysely';
import { isComputed, ownEntry, type NormalizedField, type NormalizedType } from '../../metadata/normalized.ts';
import type { ComputedSignature } from '../../metadata/crossCheck.ts';
import type { ComputedField } from './computedField.ts';
import { MEDIA_BLOCKED_COLUMN, mediaBlockSelections } from '../media/videoBlock.ts';
import gameCameraOutages from './gameCameraOutages.ts';
import gameDurationError from './gameDurationError.ts';
import gameIsFullRecordingAvailable from './gameIsFullRecordingAvailable.ts';
import gameIsRecorded from './gameIsRecorded.ts';
import gameIsValidDuration from './gameIsValidDuration.ts';
import gameServerOutages from './gameServerOutages.ts';
import liveStreamWidgetLinkIssuedAt from './liveStreamWidgetLinkIssuedAt.ts';
import outageActive from './outageActive.ts';

/**
 * Every computed field module by the name metadata gives it (`"computed": "gameIsRecorded"`). Adding one is
 * a module here and its entry; `npm run check:metadata` refuses a name missing from this map (M207).
 */
export const COMPUTED_FIELDS = {
  gameCameraOutages,
  gameDurationError,
  gameIsFullRecordingAvailable,
  gameIsRecorded,
  gameIsValidDuration,
  gameServerOutages,
  liveStreamWidgetLinkIssuedAt,
  outageActive,
} as const satisfies Record<string, ComputedField>;

export type ComputedFieldName = keyof typeof COMPUTED_FIELDS;

/** What check:metadata compares each declaration with: the type of value every module gives. */
export const computedSignatures = (): Record<string, ComputedSignature> =>
  Object.fromEntries(
    Object.entries(COMPUTED_FIELDS).map(([name, c]: [string, ComputedField]) => [
      name,
      { type: c.type, ...(c.typename && { typename: c.typename }) },
    ]),
  );

/** The SQL of a computed field over the row `t`. */
export const computedSql = (field: NormalizedField): RawBuilder<unknown> => {
  const module: ComputedField | undefined = ownEntry<ComputedField>(COMPUTED_FIELDS, field.computed ?? '');
  if (!module) throw new Error(`Field '${field.name}' names computed field '${field.computed}', which src/server/computed/ does not register`);
  return module.sql;
};

/** A field's value in SQL over the row `t`: its column, or its computed expression. */
export const fieldSql = (field: NormalizedField): RawBuilder<unknown> => (isComputed(field) ? computedSql(field) : sql.ref(`t.${field.column}`));

/**
 * `<expression> AS <column>` for each computed field of the type (or only those named in `only`), so rows carry
 * them under their fields' columns.
 */
export const computedSelections = (type: NormalizedType, only?: readonly string[]): RawBuilder<unknown>[] =>
  type.fields.filter((f) => isComputed(f) && (!only || only.includes(f.name))).map((f) => sql`${computedSql(f)} AS ${sql.id(f.column)}`);

/**
 * The select list of a record of `t`: its columns, its computed fields (only those named in `computed`, when given)
 * and whether its video is blocked (media/videoBlock.ts).
 */
export const recordSelection = (type: NormalizedType, computed?: readonly string[]): RawBuilder<unknown> =>
  sql.join([sql`t.*`, ...computedSelections(type, computed), ...mediaBlockSelections(type)]);

/** The names of recordSelection's columns, in its order, given the table's own (what `t.*` stands for). */
export const recordSelectionColumns = (type: NormalizedType, tableColumns: readonly string[]): string[] => [
  ...tableColumns,
  ...type.fields.filter(isComputed).map((f) => f.column),
  ...(mediaBlockSelections(type).length ? [MEDIA_BLOCKED_COLUMN] : []),
];
