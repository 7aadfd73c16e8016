import { runtimeTables } from '../db/database.ts';
import { auditChanges } from './executor.ts';
import type { OperationRun } from '../context.ts';
import type { Row } from '../db/row.ts';

/**
 * For a handler that changes rows of another type than its target (a league's teams, a team's roster):
 * the rows of `typename` with these ids, locked, and a function that writes an audit version for each of
 * them that changed, was created (`createdIds`) or was removed, once the handler has written.
 */
export const auditedRows = async ({ ctx, trx }: Pick<OperationRun, 'ctx' | 'trx'>, typename: string, ids: number[]) => {
  const type = ctx.registry.types[typename];
  const read = async (of: number[]) =>
    of.length
      ? ((await runtimeTables(trx).selectFrom(type.table).selectAll().where('id', 'in', of).orderBy('id').forUpdate().execute()) as Row[])
      : [];
  const before = await read(ids);
  return {
    before,
    audit: async (createdIds: number[] = []) => auditChanges(trx, ctx, type, before, await read([...ids, ...createdIds])),
  };
};
