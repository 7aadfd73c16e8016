import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import { recordPath } from '../../shared/naming.ts';
import type { ConsoleScope } from '../scope.ts';

export interface RunActionArgs {
  type: NormalizedType & { route: string };
  action: NormalizedAction;
  /** The selected rows (update, remove). */
  ids: Identifier[];
  scope: ConsoleScope;
  onDone: () => void;
}

const plural = (type: NormalizedType, n: number) => `${n} ${n === 1 ? type.label.singular : type.label.plural}`;

/**
 * Runs a create, update or remove action through the dataProvider (the type's generated operations),
 * then refreshes the list and clears the selection; a created record opens when the action says so.
 *
 * @example const { run, running, error } = useRunAction({ type, action, ids: selectedIds, scope, onDone: close });
 *          await run(() => ({ active: false }));
 */
export const useRunAction = ({ type, action, ids, scope, onDone }: RunActionArgs) => {
  const dataProvider = useDataProvider();
  const { onUnselectItems } = useListContext();
  const refresh = useRefresh();
  const notify = useNotify();
  const navigate = useNavigate();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const perform = async (data: Record<string, unknown>) => {
    if (action.kind === 'create') {
      const { data: record } = await dataProvider.create(type.route, { data });
      notify(`${type.label.singular} created`, { type: 'success' });
      if (action.result === 'navigate') void navigate(recordPath(type.route, String(record.id), scope));
      return;
    }
    if (action.kind === 'update') await dataProvider.updateMany(type.route, { ids, data });
    else if (action.kind === 'remove') await dataProvider.deleteMany(type.route, { ids });
    else throw new Error(`${action.label} needs its own dialog.`);
    notify(`${plural(type, ids.length)} ${action.kind === 'remove' ? 'removed' : 'updated'}`, { type: 'success' });
    onUnselectItems();
  };

  /** `makeData` runs inside the error handling: a JSON box that does not parse is reported like a server error. */
  const run = async (makeData: () => Record<string, unknown> = () => ({})) => {
    setRunning(true);
    setError(null);
    try {
      await perform(makeData());
      refresh();
      onDone();
    } catch (e) {
      setError(e);
    } finally {
      setRunning(false);
    }
  };
  return { run, running, error };
};
