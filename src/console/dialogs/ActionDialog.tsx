import { useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import { recordPath } from '../../shared/naming.ts';
import type { ConsoleScope } from '../scope.ts';
import { ActionFormDialog } from './ActionFormDialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useActionRunner } from './useActionRunner.ts';
import { useDialogUser } from './useDialogUser.ts';

type Row = Record<string, unknown> & { id: string | number; readminName?: unknown };

export interface ActionDialogProps {
  type: NormalizedType & { route: string };
  action: NormalizedAction;
  /** The records acted on: one on a detail page, the selection on a list, none for a create. */
  records: Row[];
  scope?: ConsoleScope;
  /** Data every submission sends besides the fields (a note's itemType and itemId). */
  fixed?: Record<string, unknown>;
  onClose: () => void;
  /** After success, with the created record if any. Default: refresh the page's data and close. */
  onDone?: (created?: Row) => void;
}

const subjectOf = (type: NormalizedType, records: Row[]) =>
  records.length === 1 ? String(records[0].readminName ?? `${type.label.singular} #${records[0].id}`) : `${records.length} ${type.label.plural}`;

/**
 * The dialog of any metadata action (spec 000 §2.16, 001 §1): a confirmation for removals (typing the
 * word where the action asks for it) and field-less custom actions, else the form of the action's
 * fields: a create, an edit of one record, or a batch edit of several.
 *
 * @example <ActionDialog type={type} action={edit} records={[record]} scope={scope} onClose={close} />
 */
const ActionDialog = ({ type, action, records, scope = {}, fixed, onClose, onDone }: ActionDialogProps) => {
  const user = useDialogUser();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const run = useActionRunner(type, action, records);
  const finish = (created?: Row) => {
    if (onDone) return onDone(created);
    if (created && action.result === 'navigate') return void navigate(recordPath(type.route, String(created.id), type.scope.orgRoute ? scope : {}));
    refresh();
    onClose();
  };
  const submit = async (data: Record<string, unknown>) => finish(await run({ ...fixed, ...data }));
  const subject = subjectOf(type, records);
  if (action.kind === 'remove' || (action.kind === 'custom' && !action.fields.length)) {
    return (
      <ConfirmDialog
        title={`${action.label} ${subject}`}
        message={action.confirm?.message ?? `${action.label} ${subject}?${action.kind === 'remove' ? ' This cannot be undone.' : ''}`}
        typeToConfirm={action.confirm?.typeToConfirm}
        confirmLabel={action.label}
        destructive={action.kind === 'remove'}
        onConfirm={() => submit({})}
        onCancel={onClose}
      />
    );
  }
  if (!user) return null;
  const mode = action.kind === 'create' ? 'create' : records.length > 1 ? 'batch' : 'update';
  return (
    <ActionFormDialog
      type={type}
      action={action}
      mode={mode}
      records={records}
      isAdmin={user.isAdmin}
      scope={scope}
      title={mode === 'create' ? action.label : `${action.label} ${subject}`}
      onSubmit={submit}
      onCancel={onClose}
    />
  );
};

export default ActionDialog;
