import { Suspense, useState } from 'react';
import { useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { NormalizedType } from '../../metadata/normalized.ts';
import { recordPath } from '../../metadata/naming.ts';
import { routeOwnerFor } from '../../shared/routeOwner.ts';
import { actionOperation } from './actionOperation.ts';
import { ActionFormDialog } from './ActionFormDialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { ShownAnswer } from './results/handleAnswer.ts';
import { ResultDialog } from './results/ResultDialog.tsx';
import { ResultView } from './results/ResultView.tsx';
import { useActionRunner } from './useActionRunner.ts';
import { useDialogUser } from './useDialogUser.ts';
import { confirmationAsked } from './serverErrors.ts';
import { conflictOf } from './conflicts.ts';
import { useConsoleComponents } from '../custom/ConsoleComponentsContext.ts';
import { isCustomComponent } from '../../metadata/customComponents.ts';
import type { ActionDialogProps } from './actionDialogProps.ts';

type Row = Record<string, unknown> & { id: string | number; readminName?: unknown };

const subjectOf = (type: NormalizedType, records: Row[]) =>
  records.length === 1 ? String(records[0].readminName ?? `${type.label.singular} #${records[0].id}`) : `${records.length} ${type.label.plural}`;

/**
 * The dialog of any metadata action (spec 000 §2.16, 001 §1): a confirmation for removals (typing the
 * word where the action asks for it) and field-less custom actions, else the form of the action's
 * fields: a create, an edit of one record, a batch edit of several, or an operation's arguments. An
 * answer to show (a value with Copy, an image, a link) stays in the form, which can run again, or opens
 * in a dialog of its own after a confirmation.
 *
 * @example <ActionDialog type={type} action={edit} records={[record]} routeOwner={routeOwner} onClose={close} />
 */
const ActionDialog = (props: ActionDialogProps) => {
  const { actions } = useConsoleComponents();
  const { component } = props.action;
  const Custom = component && isCustomComponent('action', component) ? actions[component] : undefined;
  if (Custom) {
    return (
      <Suspense fallback={null}>
        <Custom {...props} />
      </Suspense>
    );
  }
  return <GenericActionDialog {...props} />;
};

/** The generated dialog of an action, which an action's own component (metadata `component`) may wrap. */
export const GenericActionDialog = ({ type, action, records, routeOwner = {}, fixed, prefill, onClose, onDone, panel }: ActionDialogProps) => {
  const user = useDialogUser();
  const refresh = useRefresh();
  const navigate = useNavigate();
  // After a CONFLICT, the versions the user has now seen: saving again writes over them, with the values merged.
  const [seen, setSeen] = useState<Record<string, number>>({});
  const current = records.map((r) => (seen[String(r.id)] === undefined ? r : { ...r, lockVersion: seen[String(r.id)] }));
  const run = useActionRunner(type, action, current);
  const [shown, setShown] = useState<ShownAnswer | null>(null);
  const [asked, setAsked] = useState<{ question: string; data: Record<string, unknown> } | null>(null);
  const finish = (created?: Row) => {
    if (onDone) return onDone(created);
    // A type without pages of its own stays on its parent's tab.
    if (created && action.result === 'navigate' && type.route)
      return void navigate(recordPath(type.route, String(created.id), routeOwnerFor(type, routeOwner)));
    refresh();
    onClose();
  };
  const submit = async (data: Record<string, unknown>) => {
    let outcome: Awaited<ReturnType<typeof run>>;
    try {
      outcome = await run({ ...fixed, ...data });
    } catch (error) {
      // Someone changed the records since: the form shows their changes (ActionFormDialog), and saving again writes over their versions.
      const changed = conflictOf(error);
      if (changed) {
        setSeen((s) => ({ ...s, ...Object.fromEntries(changed.conflicts.map((c) => [String(c.id), c.lockVersion])) }));
        throw error;
      }
      // The server asks first (make this person a referee?): the form stays, and agreeing sends it again.
      const question = confirmationAsked(error);
      if (question === null || data.confirmed === true) throw error;
      return setAsked({ question, data });
    }
    if (outcome.shown) setShown(outcome.shown);
    else finish(outcome.record);
  };
  const title = records.length ? `${action.label} ${subjectOf(type, records)}` : action.label;
  if (action.kind === 'remove' || (action.kind === 'custom' && !action.fields.length)) {
    if (shown) return <ResultDialog title={title} shown={shown} onClose={() => finish()} />;
    return (
      <ConfirmDialog
        title={title}
        message={action.confirm?.message ?? `${title}?${action.kind === 'remove' ? ' This cannot be undone.' : ''}`}
        typeToConfirm={action.confirm?.typeToConfirm}
        confirmLabel={action.submitLabel ?? action.label}
        destructive={action.kind === 'remove'}
        onConfirm={() => submit({})}
        onCancel={onClose}
      />
    );
  }
  if (!user) return null;
  const mode = action.kind === 'create' || actionOperation(type, action)?.target === 'none' ? 'create' : records.length > 1 ? 'batch' : 'update';
  return (
    <>
      <ActionFormDialog
        type={type}
        action={action}
        mode={mode}
        records={records}
        isAdmin={user.isAdmin}
        user={user}
        routeOwner={routeOwner}
        prefill={prefill}
        title={title}
        onSubmit={submit}
        onCancel={shown ? () => finish() : onClose}
        result={shown && <ResultView shown={shown} />}
        panel={panel}
      />
      {asked && (
        <ConfirmDialog
          title={title}
          message={asked.question}
          confirmLabel="Confirm"
          onConfirm={async () => {
            await submit({ ...asked.data, confirmed: true });
            setAsked(null);
          }}
          onCancel={() => setAsked(null)}
        />
      )}
    </>
  );
};

export default ActionDialog;
