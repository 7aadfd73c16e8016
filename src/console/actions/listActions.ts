import type { NormalizedAction, NormalizedType, Role } from '../../metadata/normalized.ts';
import { evaluate } from '../../metadata/jsonLogic.ts';
import { actionOperation } from '../dialogs/actionOperation.ts';

/** What availability conditions see of the signed-in user: the current user and their roles. */
export type ActionUser = Record<string, unknown> & { roles: Role[] };

/** Kinds the generic list can run: custom ones too, unless they name a component of their own. */
const GENERIC_BULK_KINDS: NormalizedAction['kind'][] = ['update', 'remove', 'custom'];

const userMayRun = (action: Pick<NormalizedAction, 'roles'>, roles: Role[]): boolean => action.roles.some((r) => roles.includes(r));

/** Batch actions placed on lists that one of the user's roles may run. */
export const bulkActionsOf = (type: Pick<NormalizedType, 'actions'>, roles: Role[]): NormalizedAction[] =>
  type.actions.filter((a) => a.batch && a.placement !== 'record' && GENERIC_BULK_KINDS.includes(a.kind) && !a.component && userMayRun(a, roles));

/**
 * Actions of the list itself, beside Add: custom actions placed on lists whose operation has no target
 * (generatePassphrase, checkOpsWarnings), for users whose role may run them and whose availability holds.
 */
export const serviceActionsOf = (type: NormalizedType, user: ActionUser): NormalizedAction[] =>
  type.actions.filter(
    (a) =>
      a.kind === 'custom' &&
      a.placement !== 'record' &&
      !a.component &&
      actionOperation(type, a)?.target === 'none' &&
      userMayRun(a, user.roles) &&
      evaluate(a.availability, { selection: [], user }),
  );

/** Offered only for a non-empty selection that meets the action's availability condition. */
export const isAvailable = (action: Pick<NormalizedAction, 'availability'>, selection: Record<string, unknown>[], user: ActionUser): boolean =>
  selection.length > 0 && evaluate(action.availability, { selection, user });

/**
 * The list's create action: the type's declared one, else, when the type has a create operation and one
 * of the user's roles holds the create grant, a plain one over every writable field.
 */
export const createActionOf = (type: NormalizedType, roles: Role[]): NormalizedAction | undefined => {
  const create = type.operations.create;
  if (!create) return undefined;
  const declared = type.actions.find((a) => a.kind === 'create' && a.placement !== 'record');
  if (declared) return userMayRun(declared, roles) ? declared : undefined;
  const granted = roles.filter((r) => type.permissions[r]?.includes('create'));
  if (!granted.length) return undefined;
  return {
    name: 'create',
    label: `Add ${type.label.singular}`,
    kind: 'create',
    mutation: create.name,
    fields: type.fields.filter((f) => !f.readOnly).map((f) => f.name),
    batch: false,
    placement: 'list',
    roles: granted,
    result: 'navigate',
  };
};

/**
 * On an association tab, the target type's create action when its form has the field naming the parent, which
 * the tab fills in (Add RTMP Output on a live stream's RTMP Outputs tab).
 */
export const tabCreateActionOf = (target: NormalizedType, parentField: string, roles: Role[]): NormalizedAction | undefined => {
  const action = createActionOf(target, roles);
  return action?.fields.includes(parentField) ? action : undefined;
};

/**
 * On an association tab, the target type's create when it is a service operation taking the parent as an
 * argument, which the tab fills in (Add Live Scorer, Add Credential).
 */
export const tabServiceActionsOf = (target: NormalizedType, parentField: string, user: ActionUser): NormalizedAction[] =>
  serviceActionsOf(target, user).filter(
    (a) => a.name === 'create' && Boolean(actionOperation(target, a)?.arguments.some((f) => f.name === parentField)),
  );

/** Whether an association tab offers to add a record to it, and so stays on the bar with no rows. */
export const tabOffersAdd = (target: NormalizedType, parentField: string, user: ActionUser): boolean =>
  Boolean(tabCreateActionOf(target, parentField, user.roles)) || tabServiceActionsOf(target, parentField, user).length > 0;

/**
 * When the tab's type allows one record per parent (a uniqueTogether of the parent field alone: a live stream
 * has one live scorer), what the server answers a second one; a tab that already holds its record says this
 * instead of offering Add.
 */
export const onePerParentMessage = (target: Pick<NormalizedType, 'uniqueTogether'>, parentField: string): string | undefined =>
  target.uniqueTogether.find((u) => u.fields.length === 1 && u.fields[0] === parentField)?.message;
