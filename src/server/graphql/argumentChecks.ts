import { getNullableType, isInputObjectType, isListType, isScalarType, type GraphQLArgument, type GraphQLInputType } from 'graphql';
import type { FieldProblem } from '../errors.ts';
import { DEFAULT_MAX_ITEMS } from '../../metadata/fieldTypes.ts';
import { INVALID_ID, parseRecordId } from '../input/ids.ts';
import { hasNul, NUL_MESSAGE } from '../fieldTypes/validation.ts';

/**
 * Checks every argument of every root field before its resolver runs, by the argument's GraphQL type, so
 * no operation can forget them: ids are decimal integers in range, no text holds a NUL character, lists
 * and free text are bounded, JSON values are shallow. A record's own fields (the generated Add…/…Attributes
 * inputs) get the same checks from their metadata (fieldTypes/), against the field's own limits and
 * with its label in the message; only the JSON depth is checked here for them too.
 */
export const MAX_ARGUMENT_TEXT = 10_000;
export const MAX_JSON_DEPTH = 10;

export interface ArgumentCheckOptions {
  /** Input types whose fields are record fields, bounded by their metadata (maxLength, maxItems, maxSize). */
  metadataInputs: ReadonlySet<string>;
}

type Walk = { path: string; bounded: boolean; problems: FieldProblem[] };

const report = (w: Walk, message: string): void =>
  void w.problems.push({ field: w.path, message: `${w.path}${message.startsWith(':') ? '' : ' '}${message}` });

const checkJson = (value: unknown, w: Walk, depth: number): void => {
  if (depth > MAX_JSON_DEPTH) return report(w, `is nested more than ${MAX_JSON_DEPTH} levels deep`);
  if (typeof value === 'string') {
    if (hasNul(value)) report(w, NUL_MESSAGE);
    else if (!w.bounded && value.length > MAX_ARGUMENT_TEXT) report(w, `must be at most ${MAX_ARGUMENT_TEXT} characters`);
  } else if (Array.isArray(value)) {
    if (!w.bounded && value.length > DEFAULT_MAX_ITEMS) return report(w, `may hold at most ${DEFAULT_MAX_ITEMS} entries`);
    value.forEach((v) => checkJson(v, w, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (hasNul(k)) return report(w, NUL_MESSAGE);
      checkJson(v, w, depth + 1);
    }
  }
};

const checkValue = (type: GraphQLInputType, value: unknown, w: Walk, opts: ArgumentCheckOptions): void => {
  if (value === null || value === undefined) return;
  const t = getNullableType(type);
  if (isListType(t)) {
    const items = value as unknown[];
    if (!w.bounded && items.length > DEFAULT_MAX_ITEMS) return report(w, `may hold at most ${DEFAULT_MAX_ITEMS} entries`);
    const before = w.problems.length;
    items.forEach((item) => checkValue(t.ofType, item, w, opts));
    const item = getNullableType(t.ofType);
    if (!w.bounded && w.problems.length === before && isScalarType(item) && item.name === 'ID' && new Set(items.map(String)).size !== items.length) {
      report(w, 'must not name the same record twice');
    }
    return;
  }
  if (isInputObjectType(t)) {
    const fields = t.getFields();
    const bounded = w.bounded || opts.metadataInputs.has(t.name);
    for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
      if (fields[name]) checkValue(fields[name].type, v, { ...w, path: name, bounded }, opts);
    }
    return;
  }
  // Record fields (bounded) get the same checks from their metadata, with the field's label in the message.
  if (t.name === 'ID') {
    if (!w.bounded && parseRecordId(value) === null) report(w, `: ${INVALID_ID}`);
  } else if (t.name === 'String') {
    if (!w.bounded) checkJson(value, w, 0);
  } else if (t.name === 'JSON') {
    checkJson(value, w, 0);
  }
};

/** Every problem of a field's arguments (empty when they are fine). */
export const argumentProblems = (args: readonly GraphQLArgument[], values: Record<string, unknown>, opts: ArgumentCheckOptions): FieldProblem[] => {
  const problems: FieldProblem[] = [];
  for (const arg of args) checkValue(arg.type, values[arg.name], { path: arg.name, bounded: false, problems }, opts);
  return problems;
};
