import { ownEntry, type OptionDetail, type TypeIndex } from '../../../metadata/normalized.ts';
import { typeIndex } from '../../registry.ts';

const detailOf = (typename: string, index: TypeIndex): OptionDetail | undefined => ownEntry(index.types, typename)?.display?.optionDetail;

/**
 * What a picker's query reads of each record besides its name: the field its type shows under the name of
 * options that share it (display.optionDetail), read as the record's own GraphQL field, so a masked email
 * arrives masked. Empty for a type that declares none.
 *
 * @example optionDetailSelection('Person') // '... on Person { email }'
 */
export const optionDetailSelection = (typename: string, index: TypeIndex = typeIndex): string => {
  const detail = detailOf(typename, index);
  if (!detail) return '';
  return `... on ${typename} { ${detail.field}${detail.reference ? ' { id readminName }' : ''} }`;
};

/** A record's option detail as read by optionDetailSelection: the field's text, or the referenced record's name; null when empty. */
export const optionDetailOf = (typename: string, record: object, index: TypeIndex = typeIndex): string | null => {
  const detail = detailOf(typename, index);
  if (!detail) return null;
  const value = (record as Record<string, unknown>)[detail.field];
  const text = detail.reference ? (value as { readminName?: unknown } | null | undefined)?.readminName : value;
  return typeof text === 'string' && text !== '' ? text : null;
};

/**
 * The labels that more than one option carries. Only those options show their detail line: two Noah Smiths
 * need their emails to be told apart, a list of distinct names reads better without.
 */
export const sharedLabels = (labels: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const label of labels) (seen.has(label) ? shared : seen).add(label);
  return shared;
};

/** Whether every word typed is in one of the texts (case aside): what the server matches, applied to options already loaded. */
export const matchesEveryWord = (typed: string, ...texts: (string | null | undefined)[]): boolean => {
  const haystack = texts.filter(Boolean).join(' ').toLowerCase();
  return typed
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};
