import { randomBytes } from 'node:crypto';
import { invalidInput } from '../../records/errors.ts';
import { auditedRows } from '../auditedRows.ts';
import type { OperationHandler } from '../handlerTypes.ts';

/**
 * teamsEnableRegistration (spec 002 §4, §5, §7): each selected team without a registration form gets one,
 * in the team's organisation, with a fresh secret token for its link and the given expiry; the team then
 * names it (`teamRegistration`). Teams that already have one keep theirs. Availability has made sure some
 * selected team has none. The forms and the teams are audited.
 */
const teamsEnableRegistration: OperationHandler = async (run) => {
  const expiresAt = new Date(run.args.expiresAt as string);
  if (!(expiresAt.getTime() > Date.now())) throw invalidInput([{ field: 'expiresAt', message: 'Expires at must be in the future' }]);
  const created: number[] = [];
  for (const team of run.rows.filter((t) => t.team_registration_id === null)) {
    const form = await run.trx
      .insertInto('team_registrations')
      .values({ org_id: team.org_id as number, team_id: team.id, token: randomBytes(24).toString('base64url'), expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await run.trx.updateTable('teams').set({ team_registration_id: form.id, updated_at: new Date() }).where('id', '=', team.id).execute();
    created.push(form.id);
  }
  await (await auditedRows(run, 'TeamRegistration', [])).audit(created);
};

export default teamsEnableRegistration;
