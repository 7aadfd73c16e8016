import { useState, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { copiedValues } from './copyOnPick.ts';
import { useDefaultPicks } from './defaultPicks.ts';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { actionOperation } from './actionOperation.ts';
import { dialogFieldsOf, identifyingLabelsOf, ruleValues, type DialogField, type DialogMode } from './formFields.ts';
import { createDefaults, initialForm, logicValues, type FormValues } from './formValues.ts';
import { isEmptyValue } from '../inputs/rules/required.ts';
import { FIELD_INPUTS } from '../inputs/fieldInputs.ts';
import type { InputContext } from '../inputs/inputDef.ts';
import { FormDialog } from './FormDialog.tsx';
import { recordChecksValidator } from './recordChecks.ts';
import { FormTypeContext } from '../inputs/suggestions/FormTypeContext.ts';
import { useFormDialog } from './useFormDialog.ts';
import { recordConditions, referencesReadThrough } from '../../shared/ruleReferences.ts';
import { valueOf } from '../../metadata/jsonLogic.ts';
import { attributeName } from '../../metadata/naming.ts';
import { ProbePanel } from './probes/ProbePanel.tsx';
import { MULTIPLE_VALUES } from './FieldRow.tsx';
import { useProbe } from './probes/useProbe.ts';
import type { PanelInput } from './actionDialogProps.ts';
import { conflictOf } from './conflicts.ts';
import { ConflictPanel } from './ConflictPanel.tsx';
import { useConflictMerge } from './useConflictMerge.ts';

type Row = Record<string, unknown> & { id: string | number };

export interface ActionFormDialogProps {
  type: NormalizedType;
  action: NormalizedAction;
  mode: DialogMode;
  /** The records edited (none for a create). */
  records: Row[];
  isAdmin: boolean;
  /** The signed-in user as rules read it (a `defaultFrom` such as the preview email's {"var": "user.email"}). */
  user?: Record<string, unknown>;
  routeOwner: { orgId?: string };
  /** Values a create starts with besides the defaults (the parent record of an association tab). */
  prefill?: Record<string, unknown>;
  title: string;
  onSubmit: (data: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
  /** The answer of the last submission, shown below the fields; the submit then offers to run again. */
  result?: ReactNode;
  /** A panel under the fields drawn from their current values (an action component's, e.g. a preview). */
  panel?: (input: PanelInput) => ReactNode;
}

const panelInput = (fields: DialogField[], values: FormValues, ctx: InputContext, setValue: (name: string, value: unknown) => void): PanelInput => ({
  setValues: (api) => {
    for (const [name, value] of Object.entries(api)) {
      const field = fields.find((f) => f.field.name === name)?.field;
      if (field) setValue(name, FIELD_INPUTS[field.type].fromRecord(field, { [name]: value, [attributeName(field)]: value }, ctx));
    }
  },
  values: logicValues(fields, values, ctx),
  valid: fields.every(({ field }) => {
    const value = values[field.name];
    return isEmptyValue(value) || FIELD_INPUTS[field.type].parse(field, value, ctx).ok;
  }),
});

/**
 * A record as the dialog starts from it: with the action's `prefill` values over its own (Add Missing Game's
 * start and end from the schedule's time and duration). Rules read the record as loaded, references as
 * { id, readminName }, so `{"var": "court"}` prefills a picker.
 */
const prefilled = (action: NormalizedAction, record: Row): Row =>
  action.prefill ? { ...record, ...Object.fromEntries(Object.entries(action.prefill).map(([name, rule]) => [name, valueOf(rule, record)])) } : record;

const SUBMIT_LABELS: Record<DialogMode, string> = { create: 'Create', update: 'Save', batch: 'Save' };

/** What a batch edit says first: what it leaves as it is, and the fields it does not offer (formFields.ts dialogFieldsOf). */
const batchIntro = (identifying: string[]) =>
  [
    `Fields showing '${MULTIPLE_VALUES}' keep each record's own value unless you change them; a field you change is set on every selected record, and its undo button leaves it unchanged again.`,
    identifying.length
      ? `${identifying.join(', ')} ${identifying.length > 1 ? 'identify' : 'identifies'} each record: edit ${identifying.length > 1 ? 'them' : 'it'} one record at a time.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

/** The form dialog of an action, generated from the action's fields and their metadata. */
export const ActionFormDialog = ({
  type,
  action,
  mode,
  records,
  isAdmin,
  user,
  routeOwner,
  prefill,
  title,
  onSubmit,
  onCancel,
  result,
  panel,
}: ActionFormDialogProps) => {
  const { timeZone } = useDisplayTimeZone();
  // Fixed when the dialog opens: a refetched record must not reset what the user typed.
  const [setup] = useState(() => {
    const ctx = { timeZone };
    // A declared operation's dialog asks for its arguments; every other action, and a named update
    // (operation.update: the scorekeeper settings), edits the record's fields.
    const operation = actionOperation(type, action);
    const asArguments = Boolean(operation && !operation.update);
    const source = asArguments ? { fields: operation!.arguments } : type;
    const fields = dialogFieldsOf(source, action.fields, mode, isAdmin, records);
    const rules = asArguments ? [] : records.map(ruleValues);
    const defaults = createDefaults(source.fields, routeOwner, user);
    // An operation's arguments start from their defaults where the records have no value of the same name.
    const opening =
      mode === 'create' ? [{ ...defaults, ...prefill } as Row] : records.map((r) => prefilled(action, asArguments ? { ...defaults, ...r } : r));
    return {
      ctx,
      fields,
      arguments: asArguments,
      records: rules,
      // The references the rules read through (a camera's model), loaded by the dialog as they are picked.
      through: referencesReadThrough(source.fields, recordConditions(asArguments ? source : type)),
      // Rules across the record's fields; a batch edit leaves them to the server (each record keeps its own values).
      validate: asArguments || mode === 'batch' ? undefined : recordChecksValidator(type.checks, fields, ctx, rules),
      initial: initialForm(fields, opening, ctx),
    };
  });
  const dataProvider = useDataProvider();
  const merge = useConflictMerge({ type, fields: setup.fields, mode, ctx: setup.ctx });
  const form = useFormDialog({
    ...setup,
    mode,
    // A save refused because the records changed since keeps the form open with their changes to merge (never a silent overwrite).
    onSubmit: async (data) => {
      try {
        return await onSubmit(data);
      } catch (error) {
        const changed = conflictOf(error);
        if (!changed) throw error;
        merge.apply(changed, form);
      }
    },
    copyOnPick: (field, value) => copiedValues(dataProvider, setup.fields, field, value, setup.ctx),
  });
  useDefaultPicks(form, setup.fields, mode);
  const conflictPanel = merge.panel(form);
  const probe = useProbe(action.probe, setup.fields, form.values, setup.ctx);
  const found = probe?.status === 'answered' && probe.found;
  const intro = mode === 'batch' ? batchIntro(setup.arguments ? [] : identifyingLabelsOf(type, action.fields)) : undefined;
  const submitLabel = action.submitLabel ?? (action.kind === 'custom' ? action.label : SUBMIT_LABELS[mode]);
  return (
    <FormTypeContext.Provider value={type.typename}>
      <FormDialog
        title={title}
        intro={intro}
        submitLabel={result ? `${submitLabel} again` : submitLabel}
        form={form}
        onCancel={onCancel}
        result={result}
        panel={
          <>
            {probe && <ProbePanel query={action.probe!.query} state={probe} timeZone={timeZone} />}
            {panel?.(panelInput(setup.fields, form.values, setup.ctx, form.setValue))}
          </>
        }
        submitDisabled={Boolean(action.probe?.submitWhenFound) && !found}
      >
        {conflictPanel && <ConflictPanel {...conflictPanel} />}
      </FormDialog>
    </FormTypeContext.Provider>
  );
};
