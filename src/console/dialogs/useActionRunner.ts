import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import { operationOfAction, type NormalizedAction, type NormalizedType } from '../../metadata/normalized.ts';
import { DIALOG_SHELL } from './shellNames.ts';

type Row = Record<string, unknown> & { id: Identifier };

/**
 * The input of a declared operation: its id argument (a list for a batch) and the dialog's values as
 * its arguments. Actions without a declared operation keep the batch-update shape { ids, attributes }.
 */
export const operationInput = (type: NormalizedType, action: NormalizedAction, ids: Identifier[], data: Record<string, unknown>) => {
  const operation = operationOfAction(type, action);
  if (!operation) return { ids, attributes: data };
  if (!operation.ids) return data;
  return { [operation.ids]: operation.target === 'batch' ? ids : ids[0], ...data };
};

const countOf = (type: NormalizedType, n: number) => (n === 1 ? type.label.singular : `${n} ${type.label.plural}`);

/**
 * Runs an action of a type's metadata through the dataProvider (the type's generated operations):
 * create, update of one record or a batch, remove, or a custom action's own mutation with
 * { ids, attributes }. Resolves with the created record, if any; rejects with the server's error.
 *
 * @example const run = useActionRunner(type, action, [record]); await run({ name: 'Court 2' });
 */
export const useActionRunner = (type: NormalizedType & { route: string }, action: NormalizedAction, records: Row[]) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const ids = records.map((r) => r.id);
  const perform = async (data: Record<string, unknown>): Promise<Row | undefined> => {
    switch (action.kind) {
      case 'create':
        return (await dataProvider.create(type.route, { data })).data as Row;
      case 'update':
        if (records.length === 1) await dataProvider.update(type.route, { id: ids[0], data, previousData: records[0] });
        else await dataProvider.updateMany(type.route, { ids, data });
        return undefined;
      case 'remove':
        if (records.length === 1) await dataProvider.delete(type.route, { id: ids[0], previousData: records[0] });
        else await dataProvider.deleteMany(type.route, { ids });
        return undefined;
      case 'custom':
        await dataProvider.create(DIALOG_SHELL.customAction, { data: { mutation: action.mutation, input: operationInput(type, action, ids, data) } });
        return undefined;
    }
  };
  const done = { create: 'created', update: 'updated', remove: 'removed', custom: 'done' }[action.kind];
  return async (data: Record<string, unknown>) => {
    const created = await perform(data);
    notify(action.kind === 'custom' ? `${action.label}: done` : `${countOf(type, Math.max(records.length, 1))} ${done}`, { type: 'success' });
    return created;
  };
};
