import type { NormalizedAction, NormalizedType, Role } from '../../metadata/normalized.ts';
import { evaluate } from '../../metadata/jsonLogic.ts';

const RECORD_KINDS: NormalizedAction['kind'][] = ['update', 'remove', 'custom'];

/** What availability conditions and role checks read of the signed-in user. */
export type ActionUser = Record<string, unknown> & { roles: Role[] };

/**
 * The actions of a record's toolbar: those placed on records, of the kinds a record page runs, that one
 * of the user's roles may run and whose availability holds with the record as the selection.
 */
export const recordActionsOf = (type: Pick<NormalizedType, 'actions'>, record: Record<string, unknown>, user: ActionUser): NormalizedAction[] =>
  type.actions.filter(
    (a) =>
      a.placement !== 'list' &&
      RECORD_KINDS.includes(a.kind) &&
      a.roles.some((r) => user.roles.includes(r)) &&
      evaluate(a.availability, { selection: [record], user }),
  );

/** Whether one of the user's roles may read records of a type (System Notes, the audit list). */
export const mayRead = (type: Pick<NormalizedType, 'permissions'> | undefined, roles: Role[]): boolean =>
  Boolean(type && roles.some((r) => type.permissions[r]?.includes('read')));
