import { isComputed, type NormalizedField, type NormalizedType } from '../../metadata/normalized.ts';

/** What a record type's name template reads: its placeholders, and the fields of its own row they need. */

/** A placeholder of a name: `head` of the record, or `tail` of the record `reference` (the field `head`) points at. */
export type NamePart = { whole: string; head: string; tail?: string; reference?: NormalizedField };
const namePartsByType = new WeakMap<NormalizedType, NamePart[]>();

/**
 * The placeholders of a type's name ('{homeTeam.name} vs {awayTeam.name}'), or the one field it names ('name'):
 * parsed once per type, since every row of a page is named with them.
 */
export const nameParts = (type: NormalizedType): NamePart[] => {
  let parts = namePartsByType.get(type);
  if (!parts) {
    const template = type.display.name;
    parts = template.includes('{')
      ? [...template.matchAll(/\{([^}]+)\}/g)].map(([whole, path]) => {
          const [head, tail] = path.split('.');
          const field = type.fields.find((f) => f.name === head);
          return { whole, head, tail, reference: tail && field?.type === 'reference' ? field : undefined };
        })
      : [{ whole: template, head: template }];
    namePartsByType.set(type, parts);
  }
  return parts;
};

const nameFieldsByType = new WeakMap<NormalizedType, NormalizedField[] | null>();

/**
 * The fields of its own row that a type's name reads (a reference's id for '{homeTeam.name}'), or null when it
 * reads a computed field: then only the whole record will do. A record read for its name alone (RecordStore.list's name-only joins) carries these and its id.
 */
export const nameFields = (type: NormalizedType): NormalizedField[] | null => {
  if (!nameFieldsByType.has(type)) {
    const fields = nameParts(type).flatMap(({ head }) => type.fields.filter((f) => f.name === head && !f.writeOnly));
    nameFieldsByType.set(type, fields.some(isComputed) ? null : fields);
  }
  return nameFieldsByType.get(type)!;
};

/** Whether a record read for its name alone (nameFields) has `field`'s value. */
export const nameCarries = (type: NormalizedType, field: string): boolean =>
  field === 'id' || (nameFields(type)?.some((f) => f.name === field) ?? false);

/**
 * Whether a record of `target` read for its name alone serves `type`'s rows through `field`: the target's name
 * reads plain columns, and whatever `type`'s own name reads through the field ('{homeTeam.name}') is among them.
 */
export const nameAloneServes = (type: NormalizedType, field: NormalizedField, target: NormalizedType): boolean =>
  nameFields(target) !== null && nameParts(type).every(({ head, tail }) => head !== field.name || !tail || nameCarries(target, tail));
