import type { NormalizedAction, NormalizedCustomOperation, NormalizedType, Registry } from '../../metadata/normalized.ts';
import type { RequestContext } from '../context.ts';
import { invalidInput } from '../errors.ts';
import { parseRecordId } from '../input/ids.ts';
import { execute } from './executor.ts';
import { seenVersionsOf } from './lockVersions.ts';
import { buildColumns, writeUpdate } from './recordWrites.ts';
import { attributeName } from '../../metadata/naming.ts';
import { checkArguments } from './operationArguments.ts';
import { applySet } from './setEffect.ts';
import { shapeResult } from './results.ts';
import { loadHandler } from './handlerIndex.ts';
import { operationEffects } from './effects.ts';
import { actionsAvailability, assertAvailable, rolesOfferedBy } from './availability.ts';

/** The target ids of the input: the operation's id argument, a list for a batch. */
const targetIds = (operation: NormalizedCustomOperation, input: Record<string, unknown>): number[] => {
  if (!operation.ids) return [];
  const given = input[operation.ids];
  const list = operation.target === 'batch' ? (Array.isArray(given) ? given : []) : given === undefined || given === null ? [] : [given];
  const ids = list.map(parseRecordId);
  if (!ids.length) throw invalidInput([{ field: operation.ids, message: `${operation.ids} must name at least one record` }]);
  if (ids.some((id) => id === null)) throw invalidInput([{ field: operation.ids, message: `${operation.ids}: Invalid id` }]);
  return ids as number[];
};

/** The input of a named update: its fields' attributes only (never its ids argument). */
const updateAttributes = (type: NormalizedType, operation: NormalizedCustomOperation, input: Record<string, unknown>) =>
  Object.fromEntries(
    operation
      .update!.map((name) => attributeName(type.fields.find((f) => f.name === name)!))
      .filter((key) => Object.hasOwn(input, key))
      .map((key) => [key, input[key]]),
  );

/** The console actions that run an operation, of any type (one without a target may be offered on several lists). */
const actionsRunning = (registry: Registry, operation: NormalizedCustomOperation): NormalizedAction[] =>
  Object.values(registry.types).flatMap((t) => t.actions.filter((a) => a.kind === 'custom' && a.mutation === operation.name));

/**
 * A declared operation (metadata operations.custom) through the executor: its own arguments, and either
 * its declared `set` or its handler module, which gets the typed transaction and the after-commit effects.
 * When actions run it, only what the console offers is allowed: a role one of them is offered to, and
 * (after the operation's own availability) the availability of one of those actions, when they declare
 * their own.
 */
export const runOperation = (ctx: RequestContext, type: NormalizedType, operation: NormalizedCustomOperation, input: Record<string, unknown>) => {
  const actions = actionsRunning(ctx.registry, operation);
  const roles = rolesOfferedBy(actions, operation.roles)!;
  const offered = ctx.viewer && actionsAvailability(ctx.viewer, type, actions, operation.target !== 'none', operation.availability?.when);
  return execute(ctx, {
    type,
    name: operation.name,
    grant: operation.grant,
    roles,
    denied: `You may not run ${operation.name}.`,
    targetIds: () => targetIds(operation, input),
    seenVersions: (ids) => seenVersionsOf(input, ids),
    availability: operation.availability,
    check: async (trx, targets) => {
      if (offered) await assertAvailable(trx, ctx.registry, ctx.viewer!, type, offered, targets);
      // A named update checks its fields as the generated update does; what is left out keeps its value.
      if (operation.update) return buildColumns(ctx, trx, type, updateAttributes(type, operation, input), 'update', targets);
      return checkArguments(ctx, trx, operation, input);
    },
    effect: async ({ trx, targets, checked: args, afterCommit }) => {
      if (operation.update) {
        await writeUpdate(ctx, trx, afterCommit, type, targets, args);
        return {};
      }
      if (operation.set) {
        await applySet(trx, ctx.registry, type, targets, operation.set, args);
        return {};
      }
      const handler = await loadHandler(ctx.extensions, operation.handler!);
      const createdIds: number[] = [];
      const created = (id: number) => void createdIds.push(id);
      const run = { ctx, trx, type, operation, rows: targets, args, afterCommit, created, ...operationEffects(ctx, trx, afterCommit) };
      return { value: await handler(run), createdIds };
    },
    shape: (value, rows) => shapeResult(type, operation, value, rows),
  });
};
