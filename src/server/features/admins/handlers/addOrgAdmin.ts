import { addRoleByEmail } from '../addRoleByEmail.ts';
import type { OperationHandler } from '../../../context.ts';

/** addOrgAdmin (spec 002 §2, §5, §7): an organisation admin by organisation and email. */
const addOrgAdmin: OperationHandler = (run) =>
  addRoleByEmail(run, {
    owner: { argument: 'org', column: 'org_id', table: 'orgs' },
    duplicate: 'This user is already an admin of this organisation.',
    role: 'an admin of',
    columns: { sendNightlyGamesheet: 'send_nightly_gamesheet', notifyOutages: 'notify_outages' },
  });

export default addOrgAdmin;
