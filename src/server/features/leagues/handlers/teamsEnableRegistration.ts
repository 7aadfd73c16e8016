import { hashSecretToken, newSecretToken } from '../../../auth/secretTokens.ts';
import { invalidInput } from '../../../errors.ts';
import { auditedRows } from '../../../operations/auditedRows.ts';
import { registrationLinkOf } from '../teamRegistrationLinks.ts';
import type { OperationHandler } from '../../../context.ts';

/**
 * teamsEnableRegistration (spec 002 §4, §5, §7): each selected team without a registration form gets one,
 * in the team's organisation, with a fresh secret token for its link and the given expiry; the team then
 * names it (`teamRegistration`). Teams that already have one keep theirs. Availability has made sure some
 * selected team has none. The forms and the teams are audited. The answer lists each new form's link, one
 * line per team: it is shown this once, as only the token's hash is stored (Regenerate Link issues another).
 */
const teamsEnableRegistration: OperationHandler = async (run) => {
  const expiresAt = new Date(run.args.expiresAt as string);
  if (!(expiresAt.getTime() > Date.now())) throw invalidInput([{ field: 'expiresAt', message: 'Expires at must be in the future' }]);
  const created: number[] = [];
  const links: string[] = [];
  for (const team of run.rows.filter((t) => t.team_registration_id === null)) {
    const token = newSecretToken();
    const form = await run.trx
      .insertInto('team_registrations')
      .values({ org_id: team.org_id as number, team_id: team.id, token_hash: hashSecretToken(token), expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await run.trx.updateTable('teams').set({ team_registration_id: form.id, updated_at: new Date() }).where('id', '=', team.id).execute();
    created.push(form.id);
    links.push(`${String(team.name)}: ${registrationLinkOf(run.ctx, token)}`);
  }
  await (await auditedRows(run, 'TeamRegistration', [])).audit(created);
  return links.join('\n');
};

export default teamsEnableRegistration;
