import { sql } from 'kysely';
import type { NormalizedAction, NormalizedCustomOperation, NormalizedType, Registry, Role } from '../../metadata/normalized.ts';
import type { Db } from '../db/database.ts';
import type { Viewer } from '../auth/viewer.ts';
import { evaluate, variablesOf, type JsonLogic } from '../../metadata/jsonLogic.ts';
import { rowToRecord, type RecordObject } from '../records/record.ts';
import { forbidden } from '../errors.ts';
import type { Row } from '../db/row.ts';
import { rolesOf, ruleUser } from '../access/ruleUser.ts';

/**
 * The target records as the rule sees them: API field names, plus the records their references point at
 * when the rule reads through one (league.potwEnabled), one query per referenced type.
 */
const selectionFor = async (db: Db, registry: Registry, type: NormalizedType, rows: Row[], rule: unknown): Promise<RecordObject[]> => {
  const records = rows.map((r) => rowToRecord(type, r));
  const throughReferences = new Set(
    variablesOf(rule)
      .filter((v) => v.includes('.'))
      .map((v) => v.split('.')[0]),
  );
  for (const field of type.fields.filter((f) => f.type === 'reference' && throughReferences.has(f.name))) {
    const target = registry.types[field.typename!];
    const ids = [...new Set(rows.map((r) => r[field.column]).filter((id): id is number => typeof id === 'number'))];
    const { rows: targets } = await sql<Row>`SELECT * FROM ${sql.table(target.table)} WHERE id = ANY(${sql.val(ids)}::integer[])`.execute(db);
    const byId = new Map(targets.map((t) => [t.id, rowToRecord(target, t)]));
    records.forEach((record, i) => {
      record[field.name] = byId.get(rows[i][field.column] as number) ?? null;
    });
  }
  return records;
};

/**
 * The operation's availability rule, evaluated on the server over the same {selection, user} the console
 * evaluates it on: an operation the console would not offer is refused with the rule's message.
 */
export const assertAvailable = async (
  db: Db,
  registry: Registry,
  viewer: Viewer,
  type: NormalizedType,
  availability: NonNullable<NormalizedCustomOperation['availability']>,
  rows: Row[],
) => {
  const { when, message } = availability;
  const selection = await selectionFor(db, registry, type, rows, when);
  if (!evaluate(when, { selection, user: ruleUser(viewer) })) throw forbidden(message);
};

/**
 * Who may run an operation that console actions run: a role one of those actions is offered to (the
 * console offers it to no one else), within the operation's own roles when it declares them. With no
 * action running it (API-only operations), the operation's roles, or undefined: every role holding the grant.
 */
export const rolesOfferedBy = (actions: NormalizedAction[], declared?: Role[]): Role[] | undefined => {
  if (!actions.length) return declared;
  const offered = new Set(actions.flatMap((a) => a.roles));
  return declared ? declared.filter((r) => offered.has(r)) : [...offered];
};

/**
 * The rule under which the console offers some action of `actions` (those that run one operation) to
 * this viewer: an action counts when one of the viewer's roles is among its roles, and is offered when
 * its availability holds. Undefined when no further rule applies: no action runs the operation (it is
 * API-only), or one offered to the viewer has no availability of its own or the one `alreadyChecked`.
 * `targeted`: whether the operation has target records (the message names them).
 */
export const actionsAvailability = (
  viewer: Viewer,
  type: NormalizedType,
  actions: NormalizedAction[],
  targeted: boolean,
  alreadyChecked?: JsonLogic,
): NonNullable<NormalizedCustomOperation['availability']> | undefined => {
  const roles = rolesOf(viewer);
  const offered = actions.filter((a) => a.roles.some((r) => roles.includes(r)));
  const always = (a: NormalizedAction) => a.availability === undefined || JSON.stringify(a.availability) === JSON.stringify(alreadyChecked);
  if (!offered.length || offered.some(always)) return undefined;
  const labels = [...new Set(offered.map((a) => a.label))].join(' or ');
  const message = targeted ? `${labels} is not available for the selected ${type.label.plural}.` : `${labels} is not available to you.`;
  return { when: { or: offered.map((a) => a.availability!) }, message };
};
