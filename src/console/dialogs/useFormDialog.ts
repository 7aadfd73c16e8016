import { useState } from 'react';
import type { InputContext } from '../inputs/inputDef.ts';
import { collectForm, type Collected } from './collectForm.ts';
import type { DialogField, DialogMode } from './formFields.ts';
import { same, visibleFieldsOf, warningsOf, type FormValues, type InitialForm } from './formValues.ts';
import { followingValues, withFixedValues } from './derivedValues.ts';
import type { ReadThroughRecord } from './readThroughRecord.ts';
import { useReadThrough } from './useReadThrough.ts';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { useSubmission } from './useSubmission.ts';
import { FIELD_INPUTS } from '../inputs/fieldInputs.ts';

const NO_FIELDS: NormalizedField[] = [];

export interface FormDialogOptions {
  fields: DialogField[];
  initial: InitialForm;
  mode: DialogMode;
  /** The fields are a declared operation's arguments (see CollectArgs.arguments). */
  arguments?: boolean;
  ctx: InputContext;
  /** Rules across fields; `read` puts in the records that rules read through (useReadThrough). */
  validate?: (values: FormValues, read: ReadThroughRecord) => Record<string, string>;
  /** In an edit: the records as rules read them (formFields.ts ruleValues), whose other fields visibleWhen reads. */
  records?: Record<string, unknown>[];
  /** The references the rules read through (shared/ruleReferences.ts referencesReadThrough), loaded as they are picked. */
  through?: NormalizedField[];
  /** The values a picked reference brings with it (copyOnPick.ts), set over what the user typed. */
  copyOnPick?: (field: DialogField['field'], value: unknown) => Promise<FormValues>;
  /** Runs the mutation with the collected data; a rejection opens 'Unable to Complete Request'. */
  onSubmit: (data: Record<string, unknown>) => Promise<unknown>;
}

type Blocked = Extract<Collected, { ok: false }>;

/** Collecting must never crash a dialog: a value that cannot be collected blocks submission instead. */
const safeCollect = (collect: () => Collected): Collected => {
  try {
    return collect();
  } catch (e) {
    return { ok: false, errors: {}, problems: [`The form values could not be collected: ${(e as Error).message}`] };
  }
};

/**
 * The state of a form dialog (spec 000 §4.8, §5): values, the fields visible for them, errors (shown
 * once a submit was tried), 'Multiple values' with reset, and the submit that either blocks with
 * 'Cannot submit' / 'JSON Error' or runs onSubmit with its loading and failure states.
 *
 * @example const form = useFormDialog({ fields, initial, mode: 'update', ctx: { timeZone }, onSubmit: (data) => run(data) });
 */
export const useFormDialog = ({
  fields,
  initial,
  mode,
  arguments: isArguments,
  ctx,
  validate,
  records,
  through = NO_FIELDS,
  copyOnPick,
  onSubmit,
}: FormDialogOptions) => {
  const [typed, setValues] = useState<FormValues>(initial.values);
  const [multiple, setMultiple] = useState<ReadonlySet<string>>(() => new Set(initial.multiple));
  const [attempted, setAttempted] = useState(false);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const submission = useSubmission(onSubmit);
  const read = useReadThrough(through, typed, records);
  const visible = visibleFieldsOf(fields, typed, ctx, records, read, multiple);
  // What the form shows and sends: the typed values, with the values fixed by the rules over them.
  const values = withFixedValues(visible, typed, ctx);
  const warnings = warningsOf(visible, values, ctx, records, read, multiple);
  const checks = validate && ((v: FormValues) => validate(v, read));
  const collect = () =>
    safeCollect(() =>
      collectForm({ fields: visible, values, initial: initial.values, multiple, mode, arguments: isArguments, ctx, validate: checks }),
    );
  const live = attempted ? collect() : null;

  const setOne = (name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    setMultiple((m) => (m.has(name) ? new Set([...m].filter((n) => n !== name)) : m));
  };
  const setValue = (name: string, value: unknown) => {
    setOne(name, value);
    Object.entries(followingValues(fields, typed, name, value)).forEach(([n, v]) => setOne(n, v));
    // A picker filtered by this field (a game's teams by its league) may now hold a record the filter refuses.
    for (const { field } of fields) if (field.pickerFilter?.field === name) setOne(field.name, FIELD_INPUTS[field.type].empty);
    const field = fields.find((f) => f.field.name === name)?.field;
    if (field?.copyOnPick && copyOnPick)
      // A record that cannot be read copies nothing; the user's own values stay.
      void copyOnPick(field, value)
        .then((copied) => Object.entries(copied).forEach(([n, v]) => setOne(n, v)))
        .catch(() => undefined);
  };
  const resetField = (name: string) => {
    setValues((v) => ({ ...v, [name]: initial.values[name] }));
    if (initial.multiple.includes(name)) setMultiple((m) => new Set([...m, name]));
  };
  const submit = async () => {
    setAttempted(true);
    const collected = collect();
    if (!collected.ok) return setBlocked(collected);
    await submission.run(collected.data);
  };
  return {
    values,
    visible,
    /** Non-blocking warnings by field name (warnWhen): shown, never refused. */
    warnings,
    multiple,
    wasMultiple: (name: string) => initial.multiple.includes(name),
    /** In a batch edit: the user gave the field a value for every record; resetField leaves it unchanged again. */
    changedInBatch: (name: string) =>
      mode === 'batch' && !multiple.has(name) && (initial.multiple.includes(name) || !same(typed[name], initial.values[name])),
    initialValue: (name: string) => initial.values[name],
    errors: live && !live.ok ? live.errors : {},
    setValue,
    resetField,
    submit,
    submitting: submission.running,
    /** 'Cannot submit' problems, or the JSON Error to show. */
    blocked,
    closeBlocked: () => setBlocked(null),
    serverError: submission.error,
    dismissServerError: submission.dismiss,
  };
};

export type FormDialogState = ReturnType<typeof useFormDialog>;
