import { useNotify, type Identifier } from 'react-admin';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import type { ApiRecord } from '../../shared/graphql/request.ts';
import { resourceOf } from '../../shared/resourceName.ts';
import { actionOperation } from './actionOperation.ts';
import { copyText } from './results/copyText.ts';
import { downloadFile, downloadUrl } from './results/downloadFile.ts';
import { handleAnswer, type ActionOutcome } from './results/handleAnswer.ts';
import { useConsoleClient } from '../operations/useConsoleQuery.ts';
import { lockVersionOf, versionsInput } from '../graphql/mutations.ts';

type Row = Record<string, unknown> & { id: Identifier };

/**
 * The input of a declared operation: its id argument (a list for a batch) and the dialog's values as
 * its arguments. Actions without a declared operation keep the batch-update shape { ids, attributes }.
 */
export const operationInput = (type: NormalizedType, action: NormalizedAction, records: Row[], data: Record<string, unknown>) => {
  const operation = actionOperation(type, action);
  const ids = records.map((r) => r.id);
  if (!operation) return { ids, attributes: data };
  const seen = records.map((r) => ({ id: r.id, lockVersion: lockVersionOf(r) }));
  if (!operation.ids) return data;
  const batch = operation.target === 'batch';
  return { [operation.ids]: batch ? ids : ids[0], ...data, ...versionsInput(batch ? seen : seen.slice(0, 1), batch) };
};

/** The versions a batch edit read, by id, for updateMany's meta. */
const lockVersionsOf = (records: Row[]): Record<string, number> =>
  Object.fromEntries(records.flatMap((r) => (typeof r.lockVersion === 'number' ? [[String(r.id), r.lockVersion]] : [])));

const countOf = (type: NormalizedType, n: number) => (n === 1 ? type.label.singular : `${n} ${type.label.plural}`);

/**
 * Runs an action of a type's metadata through the dataProvider (the type's generated operations):
 * create, update of one record or a batch, remove, or a custom action's own mutation, whose answer is
 * handled by the kind its operation returns (results/handleAnswer.ts). Every write on records sends the
 * versions they were read at, so that a change made since is refused with CONFLICT instead of overwritten. Resolves with what is left to
 * the dialog: the created or changed record, or an answer to show; rejects with the server's error.
 *
 * @example const run = useActionRunner(type, action, [record]); const { record, shown } = await run({ name: 'Court 2' });
 */
export const useActionRunner = (type: NormalizedType, action: NormalizedAction, records: Row[]) => {
  const dataProvider = useConsoleClient();
  const notify = useNotify();
  const ids = records.map((r) => r.id);
  const done = (verb: string): ActionOutcome => {
    notify(`${countOf(type, Math.max(records.length, 1))} ${verb}`, { type: 'success' });
    return {};
  };
  return async (data: Record<string, unknown>): Promise<ActionOutcome> => {
    switch (action.kind) {
      case 'create': {
        // `confirmed` is not a field: it says the user agreed to what the server asked (CONFIRMATION_REQUIRED).
        const { confirmed, ...fields } = data;
        const meta = confirmed === true ? { confirmed } : undefined;
        const created = (await dataProvider.create(resourceOf(type), { data: fields, meta })).data as ApiRecord;
        return { ...done('created'), record: created };
      }
      case 'update':
        if (records.length === 1) await dataProvider.update(resourceOf(type), { id: ids[0], data, previousData: records[0] });
        else {
          const lockVersions = lockVersionsOf(records);
          await dataProvider.updateMany(resourceOf(type), { ids, data, ...(Object.keys(lockVersions).length ? { meta: { lockVersions } } : {}) });
        }
        return done('updated');
      case 'remove':
        if (records.length === 1) await dataProvider.delete(resourceOf(type), { id: ids[0], previousData: records[0] });
        else await dataProvider.deleteMany(resourceOf(type), { ids });
        return done('removed');
      case 'custom': {
        const input = operationInput(type, action, records, data);
        const answer = await dataProvider.runOperation(action.mutation ?? '', input);
        return handleAnswer(answer, action.label, { notify, download: downloadFile, copy: copyText, open: downloadUrl });
      }
    }
  };
};
