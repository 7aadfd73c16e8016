import type { NormalizedField } from '../../metadata/normalized.ts';
import { evaluate, valueOf } from '../../metadata/jsonLogic.ts';
import { FIELD_INPUTS } from '../inputs/fieldInputs.ts';
import type { InputContext } from '../inputs/inputDef.ts';
import { isEmptyValue } from '../inputs/rules/required.ts';
import type { DialogField } from './formFields.ts';
import { acceptOf } from '../../shared/uploadRules.ts';
import { NO_READ_THROUGH, type ReadThroughRecord } from './readThroughRecord.ts';

export type FormValues = Record<string, unknown>;
type Row = Record<string, unknown>;

export interface InitialForm {
  values: FormValues;
  /** Fields whose values differ among the records of a batch edit ('Multiple values'). */
  multiple: string[];
}

export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The values a dialog opens with: each field's form value of the record (one record, or the defaults
 * of a create). Over several records a field keeps a common value, else it is empty and 'Multiple values'.
 */
export const initialForm = (fields: DialogField[], records: Row[], ctx: InputContext): InitialForm => {
  const values: FormValues = {};
  const multiple: string[] = [];
  for (const { field } of fields) {
    const def = FIELD_INPUTS[field.type];
    const each = records.map((r) => def.fromRecord(field, r, ctx));
    const common = each.every((v) => same(v, each[0]));
    values[field.name] = common && each.length ? each[0] : def.empty;
    if (!common) multiple.push(field.name);
  }
  return { values, multiple };
};

/**
 * The record a create starts from: field defaults (`defaultFrom` read from the signed-in user, as the server
 * does), and the organisation of the page for a reference to Org.
 */
export const createDefaults = (fields: NormalizedField[], routeOwner: { orgId?: string }, user?: Row): Row => {
  const record: Row = {};
  for (const f of fields) {
    if (f.type === 'reference' && f.typename === 'Org' && routeOwner.orgId) record[f.name] = { id: routeOwner.orgId };
    else if (f.defaultFrom !== undefined) record[f.name] = user ? valueOf(f.defaultFrom, { user }) : undefined;
    else if (f.default !== undefined) record[f.name] = f.default;
  }
  return record;
};

/** What visibleWhen conditions read: API values where a form value converts, references by id (as the server's). */
export const logicValues = (fields: DialogField[], values: FormValues, ctx: InputContext): Row =>
  Object.fromEntries(
    fields.map(({ field }) => {
      const value = values[field.name];
      if (isEmptyValue(value)) return [field.name, null];
      const parsed = FIELD_INPUTS[field.type].parse(field, value, ctx);
      return [field.name, parsed.ok ? parsed.value : value];
    }),
  );

const NOTHING_KEPT: ReadonlySet<string> = new Set();

/**
 * The fields whose visibleWhen holds over the current form values and, in an edit, over each record's
 * other fields (an edit of a player number only asks for it where the role is 'player'), as the server
 * checks the record as it would be; with what their other rules make of them there (required, fixed, the
 * files accepted). `read` puts in the records the rules read through (useReadThrough); `keeping` names the
 * fields of a batch edit still showing 'Multiple values', which the rules read from each record.
 */
export const visibleFieldsOf = (
  fields: DialogField[],
  values: FormValues,
  ctx: InputContext,
  records: Row[] = [],
  read: ReadThroughRecord = NO_READ_THROUGH,
  keeping: ReadonlySet<string> = NOTHING_KEPT,
): DialogField[] => {
  const asTheyWouldBe = recordsAsTheyWouldBe(fields, values, ctx, records, read, keeping);
  return fields
    .filter(({ field }) => asTheyWouldBe.every((record) => evaluate(field.visibleWhen, record)))
    .map((dialogField) =>
      withAccept(withMasked(withFixedWhen(withRequiredWhen(dialogField, asTheyWouldBe), asTheyWouldBe), asTheyWouldBe), asTheyWouldBe),
    );
};

/**
 * Each record with the form's values over it (the form alone for a create or an operation's arguments), read
 * through references. A field a batch edit keeps ('Multiple values': each record its own, as the server
 * writes it) stays the record's own: its empty box is no value for the rules (two cameras of different
 * models keep them, and H.265 capture is judged on each).
 */
const recordsAsTheyWouldBe = (
  fields: DialogField[],
  values: FormValues,
  ctx: InputContext,
  records: Row[],
  read: ReadThroughRecord,
  keeping: ReadonlySet<string>,
): Row[] => {
  const data = logicValues(fields, values, ctx);
  if (!records.length) return [read(data)];
  const changing = Object.fromEntries(Object.entries(data).filter(([name]) => !keeping.has(name)));
  return records.map((record) => read({ ...record, ...changing }));
};

/**
 * A field whose `requiredWhen` holds for one of the records as they would be is required now: marked and
 * checked like any required field ('{label} is required'), as the server judges it.
 */
const withRequiredWhen = (dialogField: DialogField, asTheyWouldBe: Row[]): DialogField => {
  const { requiredWhen } = dialogField.field;
  if (requiredWhen === undefined || dialogField.field.required || !asTheyWouldBe.some((record) => evaluate(requiredWhen, record))) return dialogField;
  return { ...dialogField, field: { ...dialogField.field, required: true } };
};

/**
 * A field whose `fixedWhen` holds for every record as it would be (H.265 capture for a camera model without
 * it) shows the rule's value, disabled, with the rule's message under it; the dialog does not send it, and
 * the server writes the value (src/server/records/fieldRules.ts). Where it holds for some records of a batch
 * only, the field is disabled too but shows the records' own values: one write cannot give the others a
 * value the rule refuses for these, and the server refuses it as well.
 */
const withFixedWhen = (dialogField: DialogField, asTheyWouldBe: Row[]): DialogField => {
  const rule = dialogField.field.fixedWhen;
  const holding = rule ? asTheyWouldBe.filter((record) => evaluate(rule.when, record)).length : 0;
  if (!rule || !holding) return dialogField;
  if (holding === asTheyWouldBe.length) return { field: { ...dialogField.field, help: rule.message }, disabled: true, fixed: { value: rule.value } };
  const help = `${rule.message} That holds for ${holding} of the ${asTheyWouldBe.length} selected records, so this edit leaves the field as it is.`;
  return { ...dialogField, field: { ...dialogField.field, help }, disabled: true };
};

/**
 * A masked field (`maskedBy`, left on the field for all but platform admins by dialogFieldsOf) whose flag is
 * on for one of the records as they would be (a person of an organisation that masks emails): shown as the
 * server reads it to this user (masked), disabled and not sent; the server refuses a change anyway.
 */
const withMasked = (dialogField: DialogField, asTheyWouldBe: Row[]): DialogField => {
  const path = dialogField.field.maskedBy;
  if (path === undefined || !asTheyWouldBe.some((record) => evaluate({ var: path }, record))) return dialogField;
  return { ...dialogField, field: { ...dialogField.field, help: MASKED_HELP }, disabled: true };
};

export const MASKED_HELP = 'Masked in this organisation: only platform admins see and change it.';

/** A file field's accepted types for the records as they would be (`acceptWhen`); where they differ, its own `accept`. */
const withAccept = (dialogField: DialogField, asTheyWouldBe: Row[]): DialogField => {
  const { field } = dialogField;
  if (!field.acceptWhen) return dialogField;
  const each = new Set(asTheyWouldBe.map((record) => acceptOf(field, record)));
  const accept = each.size === 1 ? [...each][0] : field.accept;
  return { ...dialogField, field: { ...field, accept } };
};

/**
 * The non-blocking warnings of the fields (`warnWhen`, e.g. a value that differs from the FIBA reference):
 * field name → messages, for each rule that holds for one of the records as they would be.
 */
export const warningsOf = (
  fields: DialogField[],
  values: FormValues,
  ctx: InputContext,
  records: Row[] = [],
  read: ReadThroughRecord = NO_READ_THROUGH,
  keeping: ReadonlySet<string> = NOTHING_KEPT,
): Record<string, string[]> => {
  const asTheyWouldBe = recordsAsTheyWouldBe(fields, values, ctx, records, read, keeping);
  const warnings: Record<string, string[]> = {};
  for (const { field } of fields) {
    const messages = (field.warnWhen ?? []).filter((w) => asTheyWouldBe.some((record) => evaluate(w.when, record))).map((w) => w.message);
    if (messages.length) warnings[field.name] = messages;
  }
  return warnings;
};
