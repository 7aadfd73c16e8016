import { sql } from 'kysely';
import { storedFields, type NormalizedField, type NormalizedType } from '../../../../metadata/normalized.ts';
import { runtimeTables, type Db } from '../../../db/database.ts';
import { invalidInput } from '../../../errors.ts';
import { auditedRows } from '../../../operations/auditedRows.ts';
import type { OperationHandler, OperationRun } from '../../../context.ts';
import type { Row } from '../../../db/row.ts';

/** The person's details the merge fills in from the other person when the kept one has none. */
const FILLED = ['last_name', 'email', 'gender', 'birthdate', 'user_id'] as const;

/** The reference fields to Person of every record type: what names a person, and so moves in a merge. */
const personReferences = (run: OperationRun): { type: NormalizedType; field: NormalizedField }[] =>
  Object.values(run.ctx.registry.types).flatMap((type) =>
    storedFields(type)
      .filter((field) => field.type === 'reference' && field.typename === 'Person')
      .map((field) => ({ type, field })),
  );

/**
 * Whether a row, once it names the kept person, would repeat one the kept person already has (a
 * `uniqueTogether` of the type, e.g. the same team twice) or link the person to themself (a supporter).
 */
const redundant = async (db: Db, type: NormalizedType, field: NormalizedField, moved: Row, personId: number) => {
  const selfLink = storedFields(type).some((f) => f !== field && f.type === 'reference' && f.typename === 'Person' && moved[f.column] === personId);
  if (selfLink) return true;
  for (const unique of type.uniqueTogether.filter((u) => u.fields.includes(field.name))) {
    const columns = unique.fields.map((name) => type.fields.find((f) => f.name === name)!.column);
    const same = sql.join(
      columns.map((c) => sql`${sql.ref(c)} IS NOT DISTINCT FROM ${moved[c]}`),
      sql` AND `,
    );
    const { rows } = await sql`SELECT 1 FROM ${sql.table(type.table)} WHERE ${same} AND id <> ${moved.id} LIMIT 1`.execute(db);
    if (rows.length) return true;
  }
  return false;
};

/**
 * personMergeWithOther (spec 002 §2.11, §5, §7): the other person is merged into the selected one. Every
 * record naming the other person, of any type (team memberships, game roles, supporters both ways,
 * leaderboard and POTW entries, deliveries, API profiles, events), is moved to the kept person; a record
 * the kept person already has (the same team, the same role in a game) or one that would make the person
 * their own supporter is removed instead. Details the kept person lacks (email, birthdate, user, ...) are
 * taken from the other, who is then removed. One transaction, every row audited; people of different
 * organisations, or a person and themself, are refused.
 */
const personMergeWithOther: OperationHandler = async (run) => {
  const [person] = run.rows;
  const otherId = run.args.other as number;
  if (otherId === person.id) throw invalidInput([{ field: 'other', message: 'A person cannot be merged with themselves' }]);
  const people = await auditedRows(run, 'Person', [otherId]);
  const [other] = people.before;
  if (other.org_id !== person.org_id) throw invalidInput([{ field: 'other', message: "The other person must belong to this person's organisation" }]);
  // Every type that names a person: the tables come from the registry.
  const db = runtimeTables(run.trx);
  for (const { type, field } of personReferences(run)) {
    const found = (await db.selectFrom(type.table).select('id').where(field.column, '=', otherId).orderBy('id').execute()) as { id: number }[];
    if (!found.length) continue;
    const { before, audit } = await auditedRows(
      run,
      type.typename,
      found.map((r) => r.id),
    );
    for (const row of before) {
      const moved = { ...row, [field.column]: person.id };
      if (await redundant(run.trx, type, field, moved, person.id)) await db.deleteFrom(type.table).where('id', '=', row.id).execute();
      else
        await db
          .updateTable(type.table)
          .set({ [field.column]: person.id, updated_at: new Date() })
          .where('id', '=', row.id)
          .execute();
    }
    await audit();
  }
  const filled = Object.fromEntries(FILLED.filter((c) => person[c] === null && other[c] !== null).map((c) => [c, other[c]]));
  await run.trx.deleteFrom('people').where('id', '=', otherId).execute();
  await run.trx
    .updateTable('people')
    .set({ ...filled, is_referee: Boolean(person.is_referee) || Boolean(other.is_referee), updated_at: new Date() })
    .where('id', '=', person.id)
    .execute();
  await people.audit();
};

export default personMergeWithOther;
