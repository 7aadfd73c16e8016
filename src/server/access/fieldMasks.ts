import { sql, type RawBuilder } from 'kysely';
import { typeNamed, type NormalizedField, type NormalizedType, type Registry } from '../../metadata/normalized.ts';
import type { Viewer } from '../auth/viewer.ts';

/**
 * Masked fields (`"maskedBy": "org.maskPeopleEmail"`): where the flag the path names is on for a record,
 * everyone but platform admins reads the field masked and may not set or change it. The mask is worked out
 * in SQL, in this one module, so every way a value leaves the server (GraphQL fields, attribute entries,
 * CSV exports, searches, history) reads the same rule; writes judge it in records/fieldRules.ts (maskedValueProblems).
 */

/** Platform admins see and change masked values as they are. */
export const seesMasked = (viewer: Viewer | null | undefined): boolean => Boolean(viewer?.isAdmin);

/** The fields of a type that may read masked. */
export const maskedFields = (type: NormalizedType): NormalizedField[] => type.fields.filter((f) => f.maskedBy !== undefined);

/** The reference field and the flag of the referenced type that a `maskedBy` path names (checked by check:metadata). */
const maskPath = (registry: Registry, type: NormalizedType, field: NormalizedField) => {
  const [referenceName, flagName] = field.maskedBy!.split('.');
  const reference = type.fields.find((f) => f.name === referenceName)!;
  const target = typeNamed(registry, reference.typename!)!;
  return { reference, target, flag: target.fields.find((f) => f.name === flagName)! };
};

/** Whether the field is masked on the row `t`: its reference's flag is on. */
export const maskedSql = (registry: Registry, type: NormalizedType, field: NormalizedField): RawBuilder<boolean> => {
  const { reference, target, flag } = maskPath(registry, type, field);
  return sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(target.table)} AS m
    WHERE m.id = ${sql.ref(`t.${reference.column}`)} AND m.${sql.ref(flag.column)} IS TRUE)`;
};

/**
 * The masked form of a value: the first character, then ***, and an email keeps its domain
 * (jane@example.com → j***@example.com), so staff can still tell addresses apart and see where they go.
 */
const maskTextSql = (field: NormalizedField, value: RawBuilder<unknown>): RawBuilder<string> =>
  field.type === 'email'
    ? sql<string>`CASE WHEN position('@' IN ${value}) > 1
        THEN left(${value}, 1) || '***' || substr(${value}, position('@' IN ${value})) ELSE '***' END`
    : sql<string>`left(${value}, 1) || '***'`;

/** The field's value on the row `t` as the viewer reads it (`value` defaults to the field's column). */
export const readableValueSql = (
  registry: Registry,
  type: NormalizedType,
  field: NormalizedField,
  viewer: Viewer | null | undefined,
  value: RawBuilder<unknown> = sql.ref(`t.${field.column}`),
): RawBuilder<unknown> =>
  field.maskedBy === undefined || seesMasked(viewer)
    ? value
    : sql`CASE WHEN ${value} IS NULL OR NOT ${maskedSql(registry, type, field)} THEN ${value} ELSE ${maskTextSql(field, value)} END`;

/**
 * A search of the field on the row `t` for someone who sees it masked: only rows where it is not masked
 * can match, so a search cannot tell whether a hidden address is there.
 */
export const searchableSql = (
  registry: Registry,
  type: NormalizedType,
  field: NormalizedField,
  seesAll: boolean,
  match: RawBuilder<boolean>,
): RawBuilder<boolean> => (field.maskedBy === undefined || seesAll ? match : sql<boolean>`(${match} AND NOT ${maskedSql(registry, type, field)})`);
