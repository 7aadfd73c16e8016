import { runtimeTables } from '../../db/database.ts';
import { invalidInput } from '../../errors.ts';
import { userForEmail } from './userForEmail.ts';
import type { OperationRun } from '../../context.ts';

/** One kind of row that gives a user a role by email (the operation's own type): the owner it is of, and what it is called. */
export interface RoleByEmail {
  /** The argument and column of the owner (an organisation, a venue). */
  owner: { argument: string; column: string; table: 'orgs' | 'venues' };
  /** The argument that refuses a second row for the same user and owner, and its message (the type's uniqueTogether). */
  duplicate: string;
  /** What the welcome email says the user was made, before the owner's name ('an admin of'). */
  role: string;
  /** The other arguments, written as they are, by argument → column. */
  columns: Record<string, string>;
}

/**
 * Adds a row giving the user with `email` a role (spec 002 §2 "add by email"): the user is found or
 * created and welcomed (userForEmail), the row inserted and named to the executor, which audits it and
 * checks it is in the caller's reach. A user who already has the role is refused with the type's message.
 */
export const addRoleByEmail = async (run: OperationRun, spec: RoleByEmail): Promise<void> => {
  const ownerId = run.args[spec.owner.argument] as number;
  const owner = await run.trx.selectFrom(spec.owner.table).select('name').where('id', '=', ownerId).executeTakeFirstOrThrow();
  const userId = await userForEmail(run, run.args.email as string, `${spec.role} ${owner.name}`);
  // The rows of the operation's own type, a table the registry names.
  const roles = runtimeTables(run.trx);
  const existing = await roles
    .selectFrom(run.type.table)
    .select('id')
    .where('user_id', '=', userId)
    .where(spec.owner.column, '=', ownerId)
    .executeTakeFirst();
  if (existing) throw invalidInput([{ field: 'email', message: spec.duplicate }]);
  const values = Object.fromEntries(Object.entries(spec.columns).map(([argument, column]) => [column, run.args[argument]]));
  const row = await roles
    .insertInto(run.type.table)
    .values({ ...values, user_id: userId, [spec.owner.column]: ownerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  run.created(row.id);
};
