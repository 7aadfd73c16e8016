import type { NormalizedField, NormalizedType } from '../metadata/normalized.ts';
import { variablesOf, type JsonLogic } from '../metadata/jsonLogic.ts';

type Rule = JsonLogic | undefined;

/** The conditions a field is judged by on a record (never its defaultFrom, which reads the user). */
export const fieldConditions = (f: NormalizedField): Rule[] => [
  f.visibleWhen,
  f.requiredWhen,
  f.lockedWhen?.when,
  f.fixedWhen?.when,
  ...(f.warnWhen ?? []).map((w) => w.when),
  ...(f.acceptWhen ?? []).map((a) => a.when),
  // A masked field reads its flag through the reference it names (a person's org.maskPeopleEmail).
  f.maskedBy === undefined ? undefined : { var: f.maskedBy },
];

/** Every condition over a record of the type: its fields' rules and its checks across fields. */
export const recordConditions = (type: Pick<NormalizedType, 'fields'> & Partial<Pick<NormalizedType, 'checks'>>): JsonLogic[] =>
  [...type.fields.flatMap(fieldConditions), ...(type.checks ?? []).map((c) => c.rule)].filter((r): r is JsonLogic => r !== undefined);

/**
 * The reference fields the rules read through ({"var": "cameraModel.supportsH265"} reads through
 * `cameraModel`): for these, a record as rules read it holds the referenced record, not its id.
 */
export const referencesReadThrough = (fields: NormalizedField[], rules: unknown[]): NormalizedField[] => {
  const roots = new Set(
    rules.flatMap((rule) =>
      variablesOf(rule)
        .filter((v) => v.includes('.'))
        .map((v) => v.split('.')[0]),
    ),
  );
  return fields.filter((f) => f.type === 'reference' && f.typename !== undefined && roots.has(f.name));
};

/** The id a reference holds, as rules compare it: a number, a numeric string or a picked { id }. */
export const referenceId = (value: unknown): string | null => {
  const id = value !== null && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
};

/** What rules read of referenced records: the record as rules read it, by typename and id (null: it could not be read). */
export type ReferencedRecords = ReadonlyMap<string, Record<string, unknown> | null>;

export const referencedKey = (typename: string, id: string) => `${typename}:${id}`;

/**
 * A record as rules read it, each reference they read through replaced by the record it names (one step:
 * {"var": "cameraModel.supportsH265"}); null while that record is unknown or the reference is empty.
 */
export const readThrough = (record: Record<string, unknown>, through: NormalizedField[], referenced: ReferencedRecords): Record<string, unknown> => {
  if (!through.length) return record;
  const expanded = { ...record };
  for (const f of through) {
    const id = referenceId(record[f.name]);
    expanded[f.name] = id === null ? null : (referenced.get(referencedKey(f.typename!, id)) ?? null);
  }
  return expanded;
};
