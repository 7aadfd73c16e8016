import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { nameCarries, nameParts, type NamePart } from './names.ts';
import { FIELD_TYPES } from '../../metadata/fieldTypes.ts';
import { fieldOptions } from '../../metadata/optionSources/fieldOptions.ts';
import { evaluate } from '../../metadata/jsonLogic.ts';
import { recordPath } from '../../metadata/naming.ts';
import { fieldValue, type RecordObject } from './record.ts';
import type { RecordStore } from './store.ts';
import type { Viewer } from '../auth/viewer.ts';
import { readableFields } from '../access/fieldAccess.ts';

/** The generic admin object of spec 000 §3.3: name, url, labels and attribute entries from the metadata. */

/** A record's name when its template gives none: 'Game #12'. */
const fallbackName = (type: NormalizedType, record: RecordObject): string => `${type.label.singular} #${record.id}`;

/** The type's name template with its placeholders' texts filled in, in order. */
const filledName = (type: NormalizedType, record: RecordObject, parts: NamePart[], texts: string[]): string =>
  parts.reduce((name, { whole }, i) => name.replace(whole, texts[i]), type.display.name).trim() || fallbackName(type, record);

/**
 * A record's name from its type's template. Synchronous when every record the name reads is already at hand (a
 * page joined them): a page of rows then names itself without a promise per row and per part. (Its helpers are
 * module functions and its callbacks written in place: tsx (esbuild's keepNames) wraps every function assigned
 * to a name in a naming call, run each time one is made, and a page names dozens of records.)
 */
export const readminName = (store: RecordStore, type: NormalizedType, record: RecordObject): string | Promise<string> => {
  const template = type.display.name;
  if (!template.includes('{')) return String(fieldValue(type, record, template) ?? fallbackName(type, record));
  const parts = nameParts(type);
  const values = parts.map((part) => namePartValue(store, type, record, part));
  return values.some((v) => v instanceof Promise)
    ? Promise.all(values).then((texts) => filledName(type, record, parts, texts))
    : filledName(type, record, parts, values as string[]);
};

/** `tail`'s text of a record a placeholder's reference points at; empty without one. */
const targetText = (targetType: NormalizedType, tail: string, target: RecordObject | null): string =>
  target ? String(fieldValue(targetType, target, tail) ?? '') : '';

/** One placeholder's text: `head` of the record, or `tail` of the record its reference `head` points at. */
const namePartValue = (
  store: RecordStore,
  type: NormalizedType,
  record: RecordObject,
  { head, tail, reference: field }: NamePart,
): string | Promise<string> => {
  if (!tail || !field) return String(fieldValue(type, record, head) ?? '');
  const targetType = store.type(field.typename!);
  const target = store.ref(field.typename!, fieldValue(type, record, head) as number, nameCarries(targetType, tail));
  return target instanceof Promise ? target.then((t) => targetText(targetType, tail, t)) : targetText(targetType, tail, target);
};

export const readminUrl = (type: NormalizedType, record: RecordObject): string | null => (type.route ? recordPath(type.route, record.id) : null);

/** JSON Logic reads fields by name; references by id. */
export const conditionData = (type: NormalizedType, record: RecordObject): Record<string, unknown> =>
  Object.fromEntries([['id', record.id], ...type.fields.map((f) => [f.name, fieldValue(type, record, f.name)])]);

/**
 * A label's detail with its {field} placeholders filled from the record ('{durationError}' → 'Game lasted 2
 * minutes; …'); null when it has placeholders and every one is empty, so the label shows its content alone.
 */
const labelDetail = (detail: string | undefined, data: Record<string, unknown>): string | null => {
  if (detail === undefined) return null;
  const placeholders = [...detail.matchAll(/\{([^}]+)\}/g)];
  if (placeholders.length && placeholders.every(([, name]) => data[name] == null || data[name] === '')) return null;
  return detail.replace(/\{([^}]+)\}/g, (_, name: string) => String(data[name] ?? '')).trim() || null;
};

/** The type's labels whose conditions hold for the record (with its computed fields: see RecordStore.completed). */
export const readminLabels = (type: NormalizedType, record: RecordObject) => {
  const data = conditionData(type, record);
  return type.display.labels
    .filter((l) => evaluate(l.when, data))
    .map((l) => ({
      content: l.content,
      detail: labelDetail(l.detail, data),
      description: l.description ?? null,
      type: l.type,
      attributeEntries: [],
    }));
};

const attributeEntry = async (store: RecordStore, type: NormalizedType, record: RecordObject, field: NormalizedField) => {
  const attrType = FIELD_TYPES[field.type].attribute;
  const value = await store.masked.value(type, field, record);
  if (field.type === 'reference' || field.type === 'references') {
    const ids = (field.type === 'reference' ? (value == null ? [] : [value]) : (value as number[])) as number[];
    const objects = (await Promise.all(ids.map((id) => store.ref(field.typename!, id)))).filter(Boolean);
    return { label: field.label, type: attrType, value: null, objects, description: field.help ?? null };
  }
  if (field.type === 'file' || field.type === 'image') {
    const file = value as { name: string; size: number } | null;
    return {
      label: field.label,
      type: file ? 'string' : 'null',
      value: file ? `${file.name} (${file.size} bytes)` : null,
      objects: null,
      description: field.help ?? null,
    };
  }
  // An option by its label (Basketball, not basketball), as list cells and exports show it.
  const shown = field.type === 'enum' && value != null ? (fieldOptions(field).find((o) => o.value === value)?.label ?? value) : value;
  return { label: field.label, type: value == null ? 'null' : attrType, value: shown ?? null, objects: null, description: field.help ?? null };
};

export const summaryEntries = (store: RecordStore, type: NormalizedType, record: RecordObject, viewer: Viewer | null) => {
  const fields = readableFields(type, viewer);
  return Promise.all(type.display.summary.flatMap((n) => fields.filter((f) => f.name === n)).map((f) => attributeEntry(store, type, record, f)));
};

export const allEntries = (store: RecordStore, type: NormalizedType, record: RecordObject, viewer: Viewer | null) =>
  Promise.all(readableFields(type, viewer).map((f) => attributeEntry(store, type, record, f)));
