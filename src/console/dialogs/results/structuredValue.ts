import { humanize, recordPath, upperFirst } from '../../../metadata/naming.ts';
import { ownEntry, type TypeIndex } from '../../../metadata/normalized.ts';

/** One cell of a structured answer: text, or a link to a record of the console. */
export type Cell = { text: string; href?: string };

export type Item = Record<string, unknown>;

/** Keys that are not for people: ids are links, not columns, and the type name is the table's own. */
const HIDDEN = new Set(['id', '__typename', 'readminName', 'readminUrl']);

export const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value reads better as a table than as text: an object, or a non-empty list of objects. */
export const isStructured = (value: unknown): value is Item | Item[] =>
  isItem(value) || (Array.isArray(value) && value.length > 0 && value.every(isItem));

/** A value as text: nothing as a dash, lists comma separated, anything deeper as compact JSON. */
const textOf = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value) && value.every((v) => !isItem(v) && !Array.isArray(v))) return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The route of a routed type by name, from the index every page has loaded. */
const routeOf = (index: TypeIndex, typename: string): string | undefined => ownEntry(index.types, typename)?.route ?? undefined;

/**
 * The keys shown of an item: all but ids and technical ones. A key `venueServerId` beside `venueServer` is the
 * id of the record that one names: it makes that cell a link rather than a column of its own.
 */
export const columnsOf = (items: Item[]): string[] => {
  const keys = [...new Set(items.flatMap((i) => Object.keys(i)))];
  return keys.filter((k) => !HIDDEN.has(k) && !(k.endsWith('Id') && keys.includes(k.slice(0, -2))));
};

/** A column's header, as a person reads it: venueServer → Venue server. */
export const headerOf = (key: string): string => humanize(key);

/** An item's value under `key`: a link to the record it names when the item has its id and the key names a routed type. */
export const cellOf = (item: Item, key: string, index: TypeIndex): Cell => {
  const value = item[key];
  const id = item[`${key}Id`];
  const route = routeOf(index, upperFirst(key));
  if (route && (typeof id === 'string' || typeof id === 'number') && value != null && !isItem(value))
    return { text: String(value), href: recordPath(route, id) };
  return { text: textOf(value) };
};

/** The record an item is, when the answer's field names records of a routed type: its name and page. */
export const recordCellOf = (item: Item, typename: string | undefined, index: TypeIndex): Cell | undefined => {
  const summary = typename ? ownEntry(index.types, typename) : undefined;
  const id = item.id;
  if (!summary?.route || (typeof id !== 'string' && typeof id !== 'number')) return undefined;
  const name =
    typeof item.readminName === 'string' ? item.readminName : typeof item.name === 'string' ? item.name : `${summary.label.singular} #${id}`;
  return { text: name, href: recordPath(summary.route, id) };
};

/** How many of what an answer lists: '2 Venue Server Commands', or by the answer's label without a record type. */
export const countOf = (items: unknown[], label: string, typename: string | undefined, index: TypeIndex): string => {
  const summary = typename ? ownEntry(index.types, typename) : undefined;
  const noun = summary ? (items.length === 1 ? summary.label.singular : summary.label.plural) : label;
  return `${items.length} ${noun}`;
};
