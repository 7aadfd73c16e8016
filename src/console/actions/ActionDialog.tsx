import type { Identifier } from 'react-admin';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import type { ConsoleScope } from '../scope.ts';
import { useDisplayTimeZone } from '../timeZone/DisplayTimeZoneContext.tsx';
import { ActionFieldsDialog } from './ActionFieldsDialog.tsx';
import { ConfirmRemoveDialog } from './ConfirmRemoveDialog.tsx';
import { dialogData, dialogFields, initialTexts } from './actionFormValues.ts';
import { useRunAction } from './useRunAction.ts';

export interface ActionDialogProps {
  type: NormalizedType & { route: string };
  action: NormalizedAction;
  ids: Identifier[];
  scope: ConsoleScope;
  onClose: () => void;
}

/** The dialog of a list action: a confirmation for removals, the action's fields for creates and updates. */
const ActionDialog = ({ type, action, ids, scope, onClose }: ActionDialogProps) => {
  const { run, running, error } = useRunAction({ type, action, ids, scope, onDone: onClose });
  const { timeZone } = useDisplayTimeZone();
  const what = `${ids.length} ${ids.length === 1 ? type.label.singular : type.label.plural}`;
  if (action.kind === 'remove') {
    return (
      <ConfirmRemoveDialog
        title={`${action.label} ${what}`}
        message={action.confirm?.message ?? `${action.label} the ${what} selected? This cannot be undone.`}
        typeToConfirm={action.confirm?.typeToConfirm}
        confirmLabel={action.label}
        running={running}
        error={error}
        onConfirm={() => void run()}
        onCancel={onClose}
      />
    );
  }
  const mode = action.kind === 'create' ? 'create' : 'update';
  const fields = dialogFields(type.fields, action.fields, mode);
  return (
    <ActionFieldsDialog
      title={mode === 'create' ? action.label : `${action.label} ${what}`}
      intro={mode === 'update' ? 'Only the fields you fill in change; the others keep each record’s value.' : undefined}
      fields={fields}
      initial={initialTexts(fields, mode, scope)}
      emptyLabel={mode === 'update' ? 'Keep current values' : '—'}
      submitLabel={mode === 'create' ? 'Create' : 'Save'}
      running={running}
      error={error}
      onSubmit={(texts) => void run(() => dialogData(fields, texts, timeZone))}
      onCancel={onClose}
    />
  );
};

export default ActionDialog;
