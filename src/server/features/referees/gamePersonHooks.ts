import { sql } from 'kysely';
import { recordVersions } from '../../audit/versions.ts';
import { actorOf } from '../../operations/executor.ts';
import { confirmationRequired } from '../../errors.ts';
import type { BeforeCreate } from '../../context.ts';

/**
 * A referee's role goes to referees of the organisation (spec 001 §5): picking someone who is not one yet
 * asks the user first, and once they agree makes the person a referee, with its own audit version, in the
 * same transaction as the role.
 */
export const beforeCreateGamePerson: BeforeCreate = async (ctx, trx, _type, columns, confirmed) => {
  if (columns.role !== 'referee') return;
  const personId = Number(columns.person_id);
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM people WHERE id = ${personId}`.execute(trx);
  const before = rows[0];
  if (!before || before.is_referee === true) return;
  const name = [before.first_name, before.last_name].filter(Boolean).join(' ');
  if (!confirmed) throw confirmationRequired(`${name} is not a referee yet. Make ${name} a referee of the organisation?`);
  const after = { ...before, is_referee: true, updated_at: new Date() };
  await sql`UPDATE people SET is_referee = true, updated_at = now() WHERE id = ${personId}`.execute(trx);
  await recordVersions(trx, ctx.registry, ctx.registry.types.Person, 'update', actorOf(ctx), [{ id: personId, before, after }]);
};
