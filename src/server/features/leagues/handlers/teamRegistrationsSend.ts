import { invalidInput } from '../../../errors.ts';
import { issueRegistrationToken, registrationLinkOf } from '../teamRegistrationLinks.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * teamRegistrationsSend (spec 002 §2.11, §7): each selected registration form gets a new link (only its
 * token's hash is stored, so an earlier link cannot be read back; it stops working), emailed to every
 * coach of its team who has an email address (through the mailer outbox, once the operation has
 * committed), and the form records when it was sent (`sentAt`, audited by the executor). All or none: a
 * form that has expired, or whose team has no coach with an email address, refuses the whole send.
 */
const teamRegistrationsSend: OperationHandler = async ({ ctx, trx, rows, sendEmail }) => {
  const now = new Date();
  const teams = await trx
    .selectFrom('teams')
    .select(['id', 'name'])
    .where(
      'id',
      'in',
      rows.map((r) => r.team_id as number),
    )
    .execute();
  const nameOf = (teamId: number) => teams.find((t) => t.id === teamId)?.name ?? `Team ${teamId}`;
  const coaches = await trx
    .selectFrom('team_members')
    .innerJoin('people', 'people.id', 'team_members.person_id')
    .select(['team_members.team_id', 'people.first_name', 'people.email'])
    .where('team_members.role', '=', 'coach')
    .where('people.email', 'is not', null)
    .where(
      'team_members.team_id',
      'in',
      rows.map((r) => r.team_id as number),
    )
    .orderBy('people.id')
    .execute();
  const expired = rows.filter((r) => new Date(r.expires_at as string).getTime() <= now.getTime());
  const coachless = rows.filter((r) => !coaches.some((c) => c.team_id === r.team_id && c.email));
  const problems = [
    ...(expired.length ? [`The registration form has expired for ${expired.map((r) => nameOf(r.team_id as number)).join(', ')}`] : []),
    ...(coachless.length ? [`No coach with an email address on ${coachless.map((r) => nameOf(r.team_id as number)).join(', ')}`] : []),
  ];
  if (problems.length) throw invalidInput(problems.map((message) => ({ field: 'teamRegistrationIds', message })));
  for (const form of rows) {
    const team = nameOf(form.team_id as number);
    const link = registrationLinkOf(ctx, await issueRegistrationToken(trx, form.id));
    const until = new Date(form.expires_at as string).toISOString().slice(0, 10);
    for (const coach of coaches.filter((c) => c.team_id === form.team_id)) {
      sendEmail({
        to: coach.email!,
        subject: `Registration form for ${team}`.slice(0, 200),
        text: `Hi ${coach.first_name},\n\nPlease list the players and supporters of ${team} on its registration form before ${until}:\n\n${link}\n`,
        delivery: { kind: 'team_registration' },
      });
    }
  }
  await trx
    .updateTable('team_registrations')
    .set({ sent_at: now, updated_at: now })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
};

export default teamRegistrationsSend;
