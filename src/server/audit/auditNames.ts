import { typeNamed, type NormalizedField, type NormalizedType } from '../../metadata/normalized.ts';
import { attributeName, humanize } from '../../metadata/naming.ts';
import { fieldOptions } from '../../metadata/optionSources/fieldOptions.ts';
import { accessFor, canAtAll } from '../access/ownership.ts';
import type { RequestContext } from '../context.ts';
import { readminName } from '../records/present.ts';
import type { RecordObject } from '../records/record.ts';

/** A value an audit version records, as a person reads it: a referenced record's name, an option's label. */
export interface ValueLabel {
  field: string;
  value: string;
  label: string;
}

type Changes = Record<string, [unknown, unknown]>;

const EVENT_VERBS: Record<string, string> = { create: 'Created', update: 'Updated', destroy: 'Removed' };

const changesOf = (version: RecordObject): Changes => (version.objectChanges ?? {}) as Changes;

const fieldsByAttribute = (type: NormalizedType): Map<string, NormalizedField> => new Map(type.fields.map((f) => [attributeName(f), f]));

/** Every value a change names, before and after, with lists (references) taken apart. */
const valuesOf = ([before, after]: [unknown, unknown]): unknown[] =>
  [before, after].flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v) => v !== null && v !== undefined && v !== '');

/**
 * The name of record `id` of `typename` when this viewer may read that record, else null: a reference to a record
 * out of the viewer's reach shows as its id, as it did before names were shown.
 */
const readableName = async (ctx: RequestContext, typename: string, id: unknown): Promise<string | null> => {
  const type = typeNamed(ctx.store.registry, typename);
  if (!type || !canAtAll(accessFor(ctx.viewer, type, 'read'))) return null;
  const record = await ctx.store.get(typename, String(id));
  return record ? readminName(ctx.store, type, record) : null;
};

/**
 * Labels for the values of a version's changes: the names of referenced records the viewer may read (looked up
 * in one batch per type by the store) and the labels of enum options, by the changed record type's metadata.
 */
export const valueLabels = async (ctx: RequestContext, version: RecordObject): Promise<ValueLabel[]> => {
  const type = typeNamed(ctx.store.registry, String(version.itemType));
  if (!type) return [];
  const fields = fieldsByAttribute(type);
  const labels: Promise<ValueLabel | null>[] = [];
  for (const [key, change] of Object.entries(changesOf(version))) {
    const field = fields.get(key);
    if (!field || !Array.isArray(change)) continue;
    for (const value of new Set(valuesOf(change))) {
      if ((field.type === 'reference' || field.type === 'references') && field.typename) {
        labels.push(readableName(ctx, field.typename, value).then((label) => (label === null ? null : { field: key, value: String(value), label })));
      } else if (field.type === 'enum') {
        const option = fieldOptions(field).find((o) => o.value === value);
        if (option) labels.push(Promise.resolve({ field: key, value: String(value), label: option.label }));
      }
    }
  }
  return (await Promise.all(labels)).filter((l): l is ValueLabel => l !== null);
};

/**
 * The changed record's name: its current name when the viewer may read it; for a record since removed, the name
 * its last values give (the version's before values), only to a viewer who reads every record of its type (the
 * removed row can no longer be checked against ownership). Null otherwise.
 */
export const itemName = async (ctx: RequestContext, version: RecordObject): Promise<string | null> => {
  const type = typeNamed(ctx.store.registry, String(version.itemType));
  if (!type || !canAtAll(accessFor(ctx.viewer, type, 'read'))) return null;
  const current = await readableName(ctx, type.typename, version.itemId);
  if (current !== null || version.event !== 'destroy' || !accessFor(ctx.viewer, type, 'read').all) return current;
  const last = Object.fromEntries(Object.entries(changesOf(version)).map(([key, [before]]) => [key, before]));
  return readminName(ctx.store, type, { ...last, __typename: type.typename, id: Number(version.itemId) });
};

/** 'Removed Game Person Jo Smith (#31)': the event as a verb, the record's type and name (its id alone when unnamed). */
export const versionTitle = async (ctx: RequestContext, version: RecordObject): Promise<string> => {
  const type = typeNamed(ctx.store.registry, String(version.itemType));
  const verb = EVENT_VERBS[String(version.event)] ?? humanize(String(version.event));
  const label = type?.label.singular ?? humanize(String(version.itemType));
  const name = await itemName(ctx, version);
  return name ? `${verb} ${label} ${name} (#${String(version.itemId)})` : `${verb} ${label} #${String(version.itemId)}`;
};
