import { sql } from 'kysely';
import { auditRows } from '../../../operations/auditRows.ts';
import type { OperationHandler } from '../../../context.ts';
import type { Row } from '../../../db/row.ts';

/**
 * apiProfileReImport (spec 001 §2, §6: platform admins only; target organisation required): the profile's
 * person in the chosen organisation (the one it is linked to, if it is there; else one with the same email)
 * takes the profile's names, email and birthdate (a field the profile leaves empty keeps the person's value);
 * with no such person one is created. The profile is then linked to that person and stamped imported now.
 * The person's create or update is audited here; the profile's change by the executor (it is the target).
 */
const apiProfileReImport: OperationHandler = async (run) => {
  const {
    trx,
    rows: [profile],
    args,
  } = run;
  const orgId = args.org as number;
  const people = () => trx.selectFrom('people').selectAll().where('org_id', '=', orgId);
  const linked = profile.person_id
    ? await people()
        .where('id', '=', profile.person_id as number)
        .executeTakeFirst()
    : undefined;
  const email = typeof profile.email === 'string' && profile.email ? profile.email : null;
  const sameEmail =
    !linked && email
      ? await people()
          .where(sql<boolean>`lower(email) = lower(${email})`)
          .orderBy('id')
          .executeTakeFirst()
      : undefined;
  const before = (linked ?? sameEmail) as Row | undefined;
  const fromProfile = {
    first_name: profile.first_name as string,
    ...(profile.last_name != null && { last_name: profile.last_name as string }),
    ...(email && { email }),
    ...(profile.birthdate != null && { birthdate: profile.birthdate as string }),
  };
  const person = before
    ? await trx
        .updateTable('people')
        .set(fromProfile)
        .set({ updated_at: sql`now()` })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto('people')
        .values({ ...fromProfile, org_id: orgId, is_referee: false })
        .returningAll()
        .executeTakeFirstOrThrow();
  await auditRows(run, 'Person', before ? 'update' : 'create', [{ id: person.id, before: before ?? null, after: person }]);
  await trx
    .updateTable('api_profiles')
    .set({ person_id: person.id, imported_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', profile.id)
    .execute();
};

export default apiProfileReImport;
