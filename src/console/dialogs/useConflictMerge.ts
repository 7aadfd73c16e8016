import { useState } from 'react';
import type { NormalizedField, NormalizedType } from '../../metadata/normalized.ts';
import { attributeName } from '../../metadata/naming.ts';
import { changeRows } from '../audit/auditChanges.ts';
import { formatDateTime } from '../fields/format.ts';
import { FIELD_INPUTS } from '../inputs/fieldInputs.ts';
import type { InputContext } from '../inputs/inputDef.ts';
import type { ConflictChoice, ConflictRow } from './ConflictPanel.tsx';
import { theirChanges, type ConflictAnswer } from './conflicts.ts';
import type { DialogField, DialogMode } from './formFields.ts';
import { same } from './formValues.ts';
import type { FormDialogState } from './useFormDialog.ts';

type Linked = { id?: unknown; readminName?: unknown } | null | undefined;

/** An API value as a record holds it, for the field's input to read (a reference by its id). */
const recordOf = (field: NormalizedField, value: unknown) =>
  field.type === 'reference' || field.type === 'references' ? { [attributeName(field)]: value } : { [field.name]: value };

/** What the form holds, as text: picked records by name, other values as the audit shows them. */
const formText = (type: NormalizedType, field: NormalizedField, value: unknown, ctx: InputContext): string => {
  const linkText = (v: Linked) => String(v?.readminName ?? `#${String(v?.id)}`);
  if (field.type === 'reference') return value ? linkText(value as Linked) : '—';
  if (field.type === 'references') return Array.isArray(value) && value.length ? value.map(linkText).join(', ') : '—';
  const parsed = FIELD_INPUTS[field.type].parse(field, value as never, ctx);
  const apiValue = parsed.ok ? parsed.value : value;
  return changeRows(type, { objectChanges: { [field.name]: [null, apiValue] } }, ctx.timeZone)[0].after;
};

interface Merge {
  message: string;
  rows: ConflictRow[];
  choices: Record<string, ConflictChoice>;
  /** Per contested field: the form values of each choice. */
  values: Record<string, Record<ConflictChoice, unknown>>;
}

/**
 * Merges a CONFLICT answer into an open form: fields only others changed take their value (in a batch edit they
 * are simply not written, so each record keeps its own); fields the user changed too start as 'Keep mine' and can
 * take theirs. Saving again sends the new lockVersion (the dialog's) with the values chosen.
 */
export const useConflictMerge = ({
  type,
  fields,
  mode,
  ctx,
}: {
  type: NormalizedType;
  fields: DialogField[];
  mode: DialogMode;
  ctx: InputContext;
}) => {
  const [merge, setMerge] = useState<Merge | null>(null);
  /** Takes in a CONFLICT answer: the form (as it was submitted) gets their values where the user left them as they were. */
  const apply = (answer: ConflictAnswer, form: FormDialogState) => {
    const next: Merge = { message: answer.message, rows: [], choices: {}, values: {} };
    for (const change of theirChanges(answer.conflicts)) {
      const field = fields.find(({ field: f }) => attributeName(f) === change.key || f.name === change.key)?.field;
      const shown = changeRows(type, { objectChanges: { [change.key]: [null, change.after] } }, ctx.timeZone)[0];
      const who = change.by ?? `via ${change.via}`;
      const changedBy = `${answer.conflicts.length > 1 ? `${change.record}: ` : ''}${who}, ${formatDateTime(change.at, ctx.timeZone)}`;
      const row: ConflictRow = { name: field?.name ?? change.key, label: shown.field, theirs: shown.after, changedBy };
      if (field) {
        const theirs = FIELD_INPUTS[field.type].fromRecord(field, recordOf(field, change.after), ctx);
        const mine = form.values[field.name];
        const touched = mode === 'batch' ? form.changedInBatch(field.name) : !same(mine, form.initialValue(field.name));
        if (touched && !same(mine, theirs)) {
          row.yours = formText(type, field, mine, ctx);
          next.choices[field.name] = 'mine';
          next.values[field.name] = { mine, theirs };
        } else if (mode !== 'batch') form.setValue(field.name, theirs);
      }
      next.rows.push(row);
    }
    setMerge(next);
  };
  const choose = (form: FormDialogState, name: string, choice: ConflictChoice) => {
    const values = merge?.values[name];
    if (!values) return;
    setMerge((m) => m && { ...m, choices: { ...m.choices, [name]: choice } });
    // In a batch edit, theirs means leaving the field unchanged: each record keeps what it has now.
    if (choice === 'theirs' && mode === 'batch') form.resetField(name);
    else form.setValue(name, values[choice]);
  };
  return {
    apply,
    /** The ConflictPanel's props, once a save was refused. */
    panel: (form: FormDialogState) =>
      merge && {
        message: merge.message,
        rows: merge.rows,
        choices: merge.choices,
        onChoose: (name: string, c: ConflictChoice) => choose(form, name, c),
      },
  };
};
