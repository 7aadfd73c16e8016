import { attributeName } from '../../metadata/naming.ts';
import { FIELD_INPUTS } from '../inputs/fieldInputs.ts';
import type { InputContext } from '../inputs/inputDef.ts';
import { isEmptyValue, requiredMessage } from '../inputs/rules/required.ts';
import type { DialogField, DialogMode } from './formFields.ts';
import { same, type FormValues } from './formValues.ts';

export interface CollectArgs {
  /** The visible fields. */
  fields: DialogField[];
  values: FormValues;
  initial: FormValues;
  /** Fields still showing 'Multiple values': each record keeps its own value. */
  multiple: ReadonlySet<string>;
  mode: DialogMode;
  /**
   * The fields are a declared operation's arguments: every filled-in value is sent, as on create, even
   * when the dialog opened with the record's values (Update Score sends both scores, not the changed one).
   */
  arguments?: boolean;
  ctx: InputContext;
  /** Rules across fields (passwords that must match): field name → message. */
  validate?: (values: FormValues) => Record<string, string>;
}

export type Collected =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; problems: string[]; errors: Record<string, string>; json?: { label: string; message: string } };

/** Whether a field's value goes into the request: everything filled in on create and for arguments, only changes otherwise. */
const sends = ({ field, disabled }: DialogField, args: CollectArgs): boolean => {
  const value = args.values[field.name];
  if (disabled || args.multiple.has(field.name)) return false; // locked on edit, or each record keeps its own
  if (field.type === 'password' && isEmptyValue(value)) return false; // an empty password box means "unchanged"
  return args.mode === 'create' || args.arguments ? !isEmptyValue(value) : !same(value, args.initial[field.name]);
};

/**
 * Checks the form and builds the mutation's data, keyed by API attribute names (orgId, leagueIds).
 * Required fields fail with '{label} is required' (spec 000 §5, empty lists included); values that do
 * not convert fail with their message; raw JSON that does not parse is reported apart, for the JSON
 * Error dialog.
 */
export const collectForm = (args: CollectArgs): Collected => {
  const errors: Record<string, string> = {};
  const problems: string[] = [];
  const data: Record<string, unknown> = {};
  let json: { label: string; message: string } | undefined;
  for (const dialogField of args.fields) {
    const { field, disabled } = dialogField;
    const value = args.values[field.name];
    // A record's password box left empty keeps the password; an operation's password argument (a reset's new one) is asked for.
    const keeps = disabled || args.multiple.has(field.name) || (field.type === 'password' && args.mode !== 'create' && !args.arguments);
    if (isEmptyValue(value)) {
      if (field.required && !keeps) {
        errors[field.name] = requiredMessage(field.label);
        problems.push(errors[field.name]);
      } else if (sends(dialogField, args)) data[attributeName(field)] = null;
      continue;
    }
    if (!sends(dialogField, args)) continue;
    const parsed = FIELD_INPUTS[field.type].parse(field, value, args.ctx);
    if (parsed.ok) {
      if (parsed.value !== undefined) data[attributeName(field)] = parsed.value;
    } else if (parsed.json) {
      json ??= { label: field.label, message: parsed.message };
      errors[field.name] = parsed.message;
    } else {
      errors[field.name] = parsed.message;
      problems.push(`${field.label} ${parsed.message}`);
    }
  }
  for (const [name, message] of Object.entries(args.validate?.(args.values) ?? {})) {
    errors[name] ??= message;
    problems.push(message);
  }
  return problems.length || json ? { ok: false, problems, errors, json } : { ok: true, data };
};
