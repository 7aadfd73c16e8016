import { recordVersions, type Event } from '../audit/versions.ts';
import type { OperationRun } from '../context.ts';
import type { Row } from '../db/row.ts';

/**
 * Audit versions for rows a handler writes in a type other than its operation's own (the executor audits
 * the operation's type: its target rows and the rows it names as created). Same transaction, same actor,
 * so the change and its version stand or fall together.
 */
export const auditRows = async (
  run: Pick<OperationRun, 'ctx' | 'trx'>,
  typename: string,
  event: Event,
  pairs: { id: number; before: Row | null; after: Row | null }[],
): Promise<void> => {
  const type = run.ctx.registry.types[typename];
  if (!type) throw new Error(`Unknown record type '${typename}' to audit.`);
  await recordVersions(run.trx, run.ctx.registry, type, event, { userId: run.ctx.viewer?.userId ?? null, via: 'console' }, pairs);
};
